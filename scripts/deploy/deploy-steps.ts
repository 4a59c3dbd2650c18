/** One command of the deploy, run in the repository root. */
export interface DeployStep {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * `npm run deploy -- [cdk deploy options]`: build the web app into dist/web (the web stack's BucketDeployment
 * uploads it and invalidates CloudFront), then deploy every stack. Extra arguments go to `cdk deploy` as given,
 * for example `--profile ops -c webDomain=forms.example.edu --require-approval never`.
 */
export function deploySteps(extraArgs: readonly string[]): DeployStep[] {
  return [
    { title: 'Building the web app (dist/web)', command: 'npx', args: ['vite', 'build', '--config', 'web/vite.config.ts'] },
    {
      title: 'Deploying every stack',
      command: 'npx',
      args: ['cdk', 'deploy', '--all', ...extraArgs],
      // The CLI's version check is a network call the deploy does not need.
      env: { CDK_DISABLE_VERSION_CHECK: 'true' },
    },
  ];
}
