import type { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';

/**
 * Permission to send mail through SES from one address only. SES authorizes SendEmail against the identity that
 * covers the sender, the address itself or its domain, whichever is verified, so both are named; the
 * `ses:FromAddress` condition keeps a function from sending as another address of a verified domain.
 */
export function mailPolicy(stack: Stack, fromAddress: string): PolicyStatement {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);
  if (!fromAddress.includes('@') || !domain) throw new Error(`Context mailFromAddress must be an email address, got ${fromAddress}.`);
  const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [identity(fromAddress), identity(domain)],
    conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
  });
}
