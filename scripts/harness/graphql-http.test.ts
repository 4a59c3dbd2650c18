import { describe, expect, it } from 'vitest';
import { apiLimits } from '../../schema/src/graphql/api-limits';
import { send } from './graphql-http';

/** A response that keeps what was written. */
function recorder() {
  const written = { status: 0, text: '' };
  return {
    written,
    response: {
      writeHead: (status: number) => (written.status = status),
      end: (text: string) => (written.text = text),
    },
  };
}

describe('the GraphQL endpoint’s answers', () => {
  it('writes an answer within AppSync’s 5 MB as it is', () => {
    const { written, response } = recorder();

    send(response, { status: 200, body: { data: { csv: 'a'.repeat(1000) } } });

    expect(JSON.parse(written.text)).toEqual({ data: { csv: 'a'.repeat(1000) } });
  });

  it('refuses a larger answer whole, as AppSync does', () => {
    const { written, response } = recorder();

    send(response, { status: 200, body: { data: { csv: 'é'.repeat(apiLimits.maxResponseBytes / 2) } } });

    expect(written.status).toBe(200);
    expect(JSON.parse(written.text)).toEqual({ errors: [{ errorType: 'ResponseTooLarge', message: `The response is larger than ${apiLimits.maxResponseBytes} bytes.` }] });
  });
});
