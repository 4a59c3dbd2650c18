import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';

/** The rule packs the platform is held to: AWS Solutions (security) and Serverless (operations). */
export const nagRulePacks = (): NagPack[] => [new AwsSolutionsChecks(), new ServerlessChecks()];

/**
 * Registers the packs as policy-validation plugins (cdk-nag 3's way; version 2 used Aspects): synth then fails
 * on any finding not acknowledged in infra/nag/acknowledgements.ts, and writes the report to the cloud assembly.
 */
export function addNagChecks(app: App) {
  Validations.of(app).addPlugins(...nagRulePacks());
}
