/**
 * The header CloudFront adds to every request it forwards to the auth function, carrying a secret the function
 * checks (infra/stacks/web-stack.ts sends it, functions/auth/origin-guard.ts checks it).
 */
export const originVerifyHeader = 'x-origin-verify';
