import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { addLibraryField, deleteLibraryField, reorderLibraryFields, updateLibraryField } from './resolvers/library-fields';
import { grantLibraryAccess, libraryGrants, revokeLibraryAccess } from './resolvers/library-grants';
import { libraryGrantCampuses, libraryGrantPeople, libraryGrantRoles } from './resolvers/library-grantees';
import { importLibraryItems } from './resolvers/library-import';
import { createLibraryItem, deleteLibraryItem, updateLibraryItem } from './resolvers/library-items';
import { fetchLibraryItemDetail, fetchSchema, getLibraryTypes, libraryItems, librarySchema, searchLibraries, searchLibrariesV2 } from './resolvers/library-queries';
import { createLibrarySchema, deleteLibrarySchema, publishLibrarySchema, updateLibrarySchema } from './resolvers/library-schemas';
import { observability } from './telemetry';

/** The libraries function: data libraries' schemas, fields, items and who may use each (spec: library-management). */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('librarySchema', (args, { event }) => librarySchema(callerOf(event), args));
  app.onQuery('fetchSchema', (args, { event }) => fetchSchema(callerOf(event), args));
  app.onQuery('fetchLibraryItemDetail', (args, { event }) => fetchLibraryItemDetail(callerOf(event), args));
  app.onQuery('getLibraryTypes', (_args, { event }) => {
    callerOf(event);
    return getLibraryTypes();
  });
  app.onQuery('searchLibraries', (args, { event }) => searchLibraries(callerOf(event), args));
  app.onQuery('searchLibrariesV2', (args, { event }) => searchLibrariesV2(callerOf(event), args));
  app.onQuery('libraryItems', (args, { event }) => libraryItems(callerOf(event), args));
  app.onQuery('libraryGrants', (args, { event }) => libraryGrants(callerOf(event), args));
  app.onQuery('libraryGrantPeople', (args, { event }) => libraryGrantPeople(callerOf(event), args));
  app.onQuery('libraryGrantCampuses', (args, { event }) => libraryGrantCampuses(callerOf(event), args));
  app.onQuery('libraryGrantRoles', (args, { event }) => libraryGrantRoles(callerOf(event), args));
  app.onMutation('createLibrarySchema', (args, { event }) => createLibrarySchema(callerOf(event), args));
  app.onMutation('updateLibrarySchema', (args, { event }) => updateLibrarySchema(callerOf(event), args));
  app.onMutation('publishLibrarySchema', (args, { event }) => publishLibrarySchema(callerOf(event), args));
  app.onMutation('deleteLibrarySchema', (args, { event }) => deleteLibrarySchema(callerOf(event), args));
  app.onMutation('addLibraryField', (args, { event }) => addLibraryField(callerOf(event), args));
  app.onMutation('updateLibraryField', (args, { event }) => updateLibraryField(callerOf(event), args));
  app.onMutation('deleteLibraryField', (args, { event }) => deleteLibraryField(callerOf(event), args));
  app.onMutation('reorderLibraryFields', (args, { event }) => reorderLibraryFields(callerOf(event), args));
  app.onMutation('createLibraryItem', (args, { event }) => createLibraryItem(callerOf(event), args));
  app.onMutation('updateLibraryItem', (args, { event }) => updateLibraryItem(callerOf(event), args));
  app.onMutation('deleteLibraryItem', (args, { event }) => deleteLibraryItem(callerOf(event), args));
  app.onMutation('importLibraryItems', (args, { event }) => importLibraryItems(callerOf(event), args));
  app.onMutation('grantLibraryAccess', (args, { event }) => grantLibraryAccess(callerOf(event), args));
  app.onMutation('revokeLibraryAccess', (args, { event }) => revokeLibraryAccess(callerOf(event), args));
});
