import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flowCookieValue, startHostedUiFlow, verifierForState } from './hosted-ui-flow';

describe('the hosted sign-in flow cookie', () => {
  it('gives back the PKCE verifier when the returned state matches', () => {
    const flow = startHostedUiFlow();

    const verifier = verifierForState(flowCookieValue(flow), flow.state);

    expect(verifier).toBe(flow.codeVerifier);
    expect(createHash('sha256').update(verifier as string).digest('base64url')).toBe(flow.codeChallenge);
  });

  it('refuses a callback whose state this browser did not start', () => {
    const flow = startHostedUiFlow();

    const answers = [
      verifierForState(flowCookieValue(flow), startHostedUiFlow().state),
      verifierForState(undefined, flow.state),
      verifierForState(flowCookieValue(flow), undefined),
    ];

    expect(answers).toEqual([undefined, undefined, undefined]);
  });
});
