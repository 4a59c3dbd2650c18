import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { readDomainSdl } from '../../schema/sdl';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';

/** A domain's Lambda handler, as the harness invokes it. */
export type ResolverHandler = (event: AppSyncResolverEvent<Record<string, unknown>>, context: Context) => Promise<unknown>;

const functionsFolder = join(import.meta.dirname, '..', '..', 'functions');

/**
 * Loads functions/<domain>/handler.ts for every domain SDL file that declares root fields: the same entry
 * points the CDK app deploys, found by the same rule (one function per domain file).
 */
export async function loadDomainHandlers(): Promise<Map<string, ResolverHandler>> {
  const handlers = new Map<string, ResolverHandler>();
  const domains = new Set(rootFieldsOf(readDomainSdl()).map((field) => field.domain));
  for (const domain of domains) {
    const entry = pathToFileURL(join(functionsFolder, domain, 'handler.ts')).href;
    const module = (await import(entry)) as { handler?: ResolverHandler };
    if (typeof module.handler !== 'function') throw new Error(`functions/${domain}/handler.ts exports no handler`);
    handlers.set(domain, module.handler);
  }
  return handlers;
}
