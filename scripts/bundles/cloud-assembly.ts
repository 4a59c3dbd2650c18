import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One Lambda function of a synthesized cloud assembly, with the bundle CDK would zip and upload for it. */
export interface LambdaBundle {
  /** The construct path, `<stack>/<construct>`, as the report names it. */
  name: string;
  /** Built by CDK at synth from our code (NodejsFunction); false for CDK's own prebuilt handlers. */
  bundled: boolean;
  /** The asset folder: what CDK zips as the function's code. */
  assetDir: string;
  /** The template's handler, `file.export`. */
  handler: string;
  runtime: string;
  memorySize: number;
  /** The function's environment, deploy-time values (references to other resources) as placeholders. */
  environment: Record<string, string>;
}

type Json = Record<string, unknown>;

interface FunctionResource {
  Type: string;
  Metadata?: { 'aws:cdk:path'?: string; 'aws:asset:path'?: string; 'aws:asset:is-bundled'?: boolean };
  Properties: {
    Handler: string;
    Runtime: string;
    MemorySize?: number;
    Code: { S3Key?: string };
    Environment?: { Variables?: Record<string, unknown> };
  };
}

/**
 * A value CloudFormation resolves at deploy time (Ref, Fn::ImportValue, Fn::Join...) stands in as a fixed
 * string named after the variable, so a bundle that reads it at load sees a non-empty value, as in AWS.
 */
function environmentValue(name: string, value: unknown): string {
  return typeof value === 'string' ? value : `${name.toLowerCase().replace(/_/g, '-')}-resolved-at-deploy`;
}

function assetDirOf(assemblyDir: string, resource: FunctionResource, where: string): string {
  const assetPath = resource.Metadata?.['aws:asset:path'] ?? resource.Properties.Code.S3Key?.replace(/^(.*)\.zip$/, 'asset.$1');
  if (!assetPath) throw new Error(`${where}: its code is not a file asset (inline or image code is not bundled here).`);
  return join(assemblyDir, assetPath);
}

/** Every Lambda function of every stack in a cloud assembly (the output folder of `cdk synth`). */
export function lambdaBundles(assemblyDir: string): LambdaBundle[] {
  const templates = readdirSync(assemblyDir).filter((file) => file.endsWith('.template.json')).sort();
  return templates.flatMap((file) => {
    const stack = file.replace(/\.template\.json$/, '');
    const template = JSON.parse(readFileSync(join(assemblyDir, file), 'utf8')) as { Resources: Record<string, Json> };
    const functions = Object.entries(template.Resources).filter(([, resource]) => resource.Type === 'AWS::Lambda::Function');
    return functions.map(([logicalId, resource]) => {
      const fn = resource as unknown as FunctionResource;
      const props = fn.Properties;
      const name = fn.Metadata?.['aws:cdk:path']?.replace(/\/Resource$/, '') ?? `${stack}/${logicalId}`;
      const variables = props.Environment?.Variables ?? {};
      return {
        name,
        bundled: fn.Metadata?.['aws:asset:is-bundled'] === true,
        assetDir: assetDirOf(assemblyDir, fn, name),
        handler: props.Handler,
        runtime: props.Runtime,
        memorySize: props.MemorySize ?? 128,
        environment: Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, environmentValue(key, value)])),
      };
    });
  });
}
