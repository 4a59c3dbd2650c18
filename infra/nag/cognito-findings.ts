import type { Finding } from './finding';

/** Findings on the user pool that stay, with their reasons. Password policy (COG1) and MFA (COG2) are met. */
export const cognitoFindings: readonly Finding[] = [
  {
    id: 'AwsSolutions-COG8',
    reason:
      "Cognito's Plus plan (threat protection) is priced per active user: staff sign in through their campus " +
      "identity provider, whose own risk checks apply, and the few local administrator accounts require MFA (TOTP).",
  },
];
