import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { dataMapperConfig, saveDataMapperConfig } from './resolvers/data-mapper-config';
import { importForms } from './resolvers/import-forms';
import { prefillFromLibraryItem } from './resolvers/prefill';
import { observability } from './telemetry';

/** The mappers function: a template group's data mapper, the pre-fill of answers from a chosen library item, and the import of forms from CSV rows. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('dataMapperConfig', (args, { event }) => dataMapperConfig(callerOf(event), args));
  app.onMutation('saveDataMapperConfig', (args, { event }) => saveDataMapperConfig(callerOf(event), args));
  app.onMutation('prefillFromLibraryItem', (args, { event }) => prefillFromLibraryItem(callerOf(event), args));
  app.onMutation('importForms', (args, { event }) => importForms(callerOf(event), args));
});
