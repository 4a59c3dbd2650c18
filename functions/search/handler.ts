import type { PeopleDirectory } from '../auth/people-directory';
import { selectPeopleDirectory } from '../auth/select-people-directory';
import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { searchDocuments } from './resolvers/documents';
import { searchLibraryItems } from './resolvers/library-items';
import { searchCampuses, searchPeople } from './resolvers/people-and-campuses';
import { searchAddresses, searchBuildings, searchDepartments } from './resolvers/places';
import { buildings, rooms, searchRooms } from './resolvers/rooms';
import { observability } from './telemetry';

let people: PeopleDirectory | undefined;

/** The search function: where a form's search questions find their choices, and the campus building and room directories. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('searchPeople', (args, { event }) => searchPeople(callerOf(event), args, (people ??= selectPeopleDirectory())));
  app.onQuery('searchCampuses', (args, { event }) => searchCampuses(callerOf(event), args));
  app.onQuery('searchBuildings', (args, { event }) => searchBuildings(callerOf(event), args));
  app.onQuery('searchDepartments', (args, { event }) => searchDepartments(callerOf(event), args));
  app.onQuery('searchLibraryItems', (args, { event }) => searchLibraryItems(callerOf(event), args));
  app.onQuery('searchDocuments', (args, { event }) => searchDocuments(callerOf(event), args));
  app.onQuery('searchAddresses', (args, { event }) => searchAddresses(callerOf(event), args));
  app.onQuery('buildings', (args, { event }) => buildings(callerOf(event), args));
  app.onQuery('rooms', (args, { event }) => rooms(callerOf(event), args));
  app.onQuery('searchRooms', (args, { event }) => searchRooms(callerOf(event), args));
});
