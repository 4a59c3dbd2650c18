import type { PeopleDirectory } from '../auth/people-directory';
import { selectPeopleDirectory } from '../auth/select-people-directory';
import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { searchDocumentsV2 } from './resolvers/documents';
import { searchLibraryItems } from './resolvers/library-items';
import { searchAddress } from './resolvers/places';
import { buildings, rooms } from './resolvers/rooms';
import { search } from './resolvers/search';
import { observability } from './telemetry';

let people: PeopleDirectory | undefined;

/** The search function: where a form's search questions find their choices, and the campus building and room directories. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('search', (args, { event }) => search(callerOf(event), args, { people: () => (people ??= selectPeopleDirectory()) }));
  app.onQuery('searchLibraryItems', (args, { event }) => searchLibraryItems(callerOf(event), args));
  app.onQuery('searchDocumentsV2', (args, { event }) => searchDocumentsV2(callerOf(event), args));
  app.onQuery('searchAddress', (args, { event }) => searchAddress(callerOf(event), args));
  app.onQuery('buildings', (args, { event }) => buildings(callerOf(event), args));
  app.onQuery('rooms', (args, { event }) => rooms(callerOf(event), args));
});
