import type { Finding } from './finding';

/**
 * Findings on the user pool that the Cognito change (issue 11: campus single sign-on for staff, MFA for local
 * admin accounts, an explicit password policy) addresses in another branch.
 */
export const cognitoFindings: readonly Finding[] = [
  { id: 'AwsSolutions-COG1', reason: 'Handled in the Cognito change.' },
  { id: 'AwsSolutions-COG2', reason: 'Handled in the Cognito change.' },
  { id: 'AwsSolutions-COG8', reason: 'Handled in the Cognito change.' },
];
