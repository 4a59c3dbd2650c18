import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { navigationAccess } from './resolvers/navigation-access';
import { fgaObjectNames } from './resolvers/object-names';
import { check, fgaAuthorizationModel, fgaCheck, fgaExpand, fgaExplain, fgaRead, fgaWrite } from './resolvers/tooling';
import { observability } from './telemetry';

/** The authorization function: the caller's own checks and the studio's authorization tooling. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('check', (args, { event }) => check(callerOf(event), args));
  app.onQuery('navigationAccess', (_args, { event }) => navigationAccess(callerOf(event)));
  app.onQuery('fgaAuthorizationModel', (_args, { event }) => fgaAuthorizationModel(callerOf(event)));
  app.onQuery('fgaRead', (args, { event }) => fgaRead(callerOf(event), args));
  app.onQuery('fgaCheck', (args, { event }) => fgaCheck(callerOf(event), args));
  app.onQuery('fgaExplain', (args, { event }) => fgaExplain(callerOf(event), args));
  app.onQuery('fgaExpand', (args, { event }) => fgaExpand(callerOf(event), args));
  app.onQuery('fgaObjectNames', (args, { event }) => fgaObjectNames(callerOf(event), args));
  app.onMutation('fgaWrite', (args, { event }) => fgaWrite(callerOf(event), args));
});
