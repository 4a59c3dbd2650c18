import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { dataExplorerConfig } from './resolvers/data-explorer-config';
import { dataExplorerExport } from './resolvers/data-explorer-export';
import { dataExplorerRows } from './resolvers/data-explorer-rows';
import { dataExplorerTemplates } from './resolvers/data-explorer-templates';
import { deepDive } from './resolvers/deep-dive';
import { deepDiveForms } from './resolvers/deep-dive-forms';
import { saveDataExplorerConfig } from './resolvers/save-data-explorer-config';
import { observability } from './telemetry';

/** The explorer function: the Data Explorer, its configuration and the Deep Dive of a program. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('dataExplorerConfig', (args, { event }) => dataExplorerConfig(callerOf(event), args));
  app.onQuery('dataExplorerTemplates', (args, { event }) => dataExplorerTemplates(callerOf(event), args));
  app.onQuery('dataExplorerRows', (args, { event }) => dataExplorerRows(callerOf(event), args));
  app.onQuery('dataExplorerExport', (args, { event }) => dataExplorerExport(callerOf(event), args));
  app.onQuery('deepDive', (args, { event }) => deepDive(callerOf(event), args));
  app.onQuery('deepDiveForms', (args, { event }) => deepDiveForms(callerOf(event), args));
  app.onMutation('saveDataExplorerConfig', (args, { event }) => saveDataExplorerConfig(callerOf(event), args));
});
