import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { functionEntry, repoRoot } from '../../../infra/paths';
import { createPlatform } from '../../../infra/platform';
import { readSettings } from '../../../infra/settings';

const stubEntry = fileURLToPath(new URL('./stub-handler.ts', import.meta.url));
const cdkJsonContext = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** How a test builds the platform. */
export interface PlatformBuild {
  context?: Record<string, unknown>;
  webAssets?: string | null;
  /** Register cdk-nag's packs, as `npm run synth` does (default false: stack tests only read templates). */
  nagChecks?: boolean;
}

/**
 * The whole platform as the CDK app builds it (cdk.json's context included), with bundling skipped (no
 * esbuild runs), web content only when given, and a stub in place of any function entry that does not exist yet
 * (NodejsFunction insists the file exists). Answers the app too, for tests that synthesize it whole.
 */
export function buildPlatform({ context = {}, webAssets = null, nagChecks = false }: PlatformBuild = {}) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = createPlatform(app, {
    settings: readSettings(app.node),
    entryOf: (name) => (existsSync(functionEntry(name)) ? functionEntry(name) : stubEntry),
    webAssets,
    nagChecks,
  });
  return { app, stacks };
}

/** The platform's stacks, built as buildPlatform does with cdk-nag off. */
export function synthPlatform(context: Record<string, unknown> = {}, webAssets: string | null = null) {
  return buildPlatform({ context, webAssets }).stacks;
}
