/**
 * The password policy of the user pool (infra/stacks/auth-stack.ts builds Cognito's from these numbers) and of
 * the local adapter, so the new-password step tells the user the same rule that the pool will apply.
 */
export const passwordPolicy = {
  minLength: 14,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** The longest password accepted (Cognito's limit). */
export const maxPasswordLength = 256;

/** The policy in words, shown beside the new-password field and with every refusal. */
export const passwordPolicyMessage =
  'Use at least 14 characters, with a lowercase letter, an uppercase letter, a number and a symbol.';

// Cognito's symbols: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and the space.
const symbol = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Whether a new password meets the policy. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= passwordPolicy.minLength &&
    password.length <= maxPasswordLength &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    symbol.test(password)
  );
}

/**
 * The sign-in's answer when the user must choose a new password first (Cognito's NEW_PASSWORD_REQUIRED): the
 * `challenge` field of POST /auth/api/login's refusal. The browser then posts the new password to
 * /auth/api/new-password, with the challenge cookie the refusal set.
 */
export const newPasswordChallenge = 'NEW_PASSWORD_REQUIRED';

/** What the auth service tells the user at each turn of the new-password step. */
export const newPasswordMessages = {
  required: 'Your temporary password has to be replaced. Choose a new password to finish signing in.',
  policy: `Your new password does not meet the password rules. ${passwordPolicyMessage}`,
  expired: 'This sign-in has expired. Sign in again with your temporary password.',
} as const;
