import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { createObservability } from '../../shared/observability';
import type { IdentityProvider } from '../identity-provider';
import { login } from './login';

const event = {
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'ops@example.edu', password: 'Correct-Horse-1!' }),
  isBase64Encoded: false,
} as unknown as APIGatewayProxyEventV2;

describe('POST /auth/api/login with Cognito', () => {
  it('refuses without asking Cognito: local accounts sign in on the hosted page, with their second factor', async () => {
    const signIn = vi.fn();
    const cognito = { kind: 'cognito', signIn, refresh: vi.fn(), signOut: vi.fn() } as unknown as IdentityProvider;

    const response = await login({ event, provider: cognito, observability: createObservability('auth') });

    expect(response.statusCode).toBe(401);
    expect(JSON.parse(String(response.body))).toMatchObject({ error: expect.stringContaining('campus sign-in page') });
    expect(signIn).not.toHaveBeenCalled();
  });
});
