import { describe, expect, it } from 'vitest';
import { deploySteps } from './deploy-steps';

describe('npm run deploy', () => {
  it('builds the web app before deploying every stack, so the bucket gets the app just built', () => {
    const steps = deploySteps([]);

    expect(steps.map((step) => [step.command, ...step.args].join(' '))).toEqual([
      'npx vite build --config web/vite.config.ts',
      'npx cdk deploy --all',
    ]);
  });

  it('passes extra arguments through to cdk deploy, untouched and in order', () => {
    const [, deploy] = deploySteps(['--profile', 'ops', '-c', 'webDomain=forms.example.edu', '--require-approval', 'never']);

    expect(deploy?.args).toEqual(['cdk', 'deploy', '--all', '--profile', 'ops', '-c', 'webDomain=forms.example.edu', '--require-approval', 'never']);
    expect(deploy?.env).toEqual({ CDK_DISABLE_VERSION_CHECK: 'true' });
  });
});
