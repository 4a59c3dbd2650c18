import type { knownFlags } from './flag-state';

/** A feature flag key the platform knows. */
export type KnownFlag = (typeof knownFlags)[number];

/**
 * The root fields that exist only for a screen the web hides behind a rollout flag, keyed `Type.field`, with
 * that flag. The server refuses them (NOT_FOUND, like the not-found page the web shows) while the flag is off for
 * the caller: what the server does not check, the client cannot be trusted to check. Fields a screen shares with
 * an ungated one (the program overview's page layout, the Data Explorer Configuration, library searches used by
 * the builder and forms) are not listed; docs/authorization.md ("Rollout flags") says which flags gate nothing.
 * The domains of rollout-assignment, rollout-user-documents, rollout-compliance-calendar and rollout-public-routes
 * check their flag in their own resolvers (they read it with the program or the guest's campus).
 */
export const flagGatedFields: Readonly<Record<string, KnownFlag>> = {
  'Query.userDocuments': 'rollout-documents-page',
  'Query.recentDocuments': 'rollout-documents-page',
  'Query.awayTemplate': 'rollout-away-redirect',
  'Query.findDashboardsByProgram': 'rollout-dashboard',
  'Query.defaultDashboards': 'rollout-dashboard',
  'Query.dashboard': 'rollout-dashboard',
  'Mutation.createDashboard': 'rollout-dashboard',
  'Mutation.saveDashboard': 'rollout-dashboard',
  'Query.dataExplorerTemplates': 'rollout-data-export',
  'Query.dataExplorerRows': 'rollout-data-export',
  'Query.dataExplorerExport': 'rollout-data-export',
  'Query.deepDive': 'rollout-deep-dive-component',
  'Query.deepDiveForms': 'rollout-deep-dive-component',
  'Query.dataMapperConfig': 'rollout-data-mapper',
  'Mutation.saveDataMapperConfig': 'rollout-data-mapper',
  'Mutation.importForms': 'poc-import-mapper',
  'Query.fetchLibraryItemDetail': 'rollout-library-management',
  'Query.libraryItems': 'rollout-library-management',
  'Query.libraryGrants': 'rollout-library-management',
  'Query.libraryGrantPeople': 'rollout-library-management',
  'Query.libraryGrantCampuses': 'rollout-library-management',
  'Query.libraryGrantRoles': 'rollout-library-management',
  'Mutation.createLibrarySchema': 'rollout-library-management',
  'Mutation.updateLibrarySchema': 'rollout-library-management',
  'Mutation.publishLibrarySchema': 'rollout-library-management',
  'Mutation.deleteLibrarySchema': 'rollout-library-management',
  'Mutation.addLibraryField': 'rollout-library-management',
  'Mutation.updateLibraryField': 'rollout-library-management',
  'Mutation.deleteLibraryField': 'rollout-library-management',
  'Mutation.reorderLibraryFields': 'rollout-library-management',
  'Mutation.createLibraryItem': 'rollout-library-management',
  'Mutation.updateLibraryItem': 'rollout-library-management',
  'Mutation.deleteLibraryItem': 'rollout-library-management',
  'Mutation.importLibraryItems': 'rollout-library-management',
  'Mutation.grantLibraryAccess': 'rollout-library-management',
  'Mutation.revokeLibraryAccess': 'rollout-library-management',
  'Query.inventory': 'rollout-inventory',
  'Query.inventoryContainers': 'rollout-inventory',
  'Query.inventoryContainerHistory': 'rollout-inventory',
  'Query.hasAccessToInventory': 'rollout-inventory',
  'Mutation.addInventoryContainer': 'rollout-inventory',
  'Mutation.moveInventoryContainer': 'rollout-inventory',
  'Mutation.adjustInventoryContainer': 'rollout-inventory',
  'Mutation.disposeInventoryContainer': 'rollout-inventory',
  'Query.facilitiesByUser': 'home-facility',
};

/** The flag a root field (`Type.field`) needs, or undefined for a field no flag gates. */
export const flagOfField = (field: string): KnownFlag | undefined =>
  Object.prototype.hasOwnProperty.call(flagGatedFields, field) ? flagGatedFields[field] : undefined;
