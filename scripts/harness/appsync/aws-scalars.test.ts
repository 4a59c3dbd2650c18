import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { installAwsScalars } from './aws-scalars';

const scalars = ['AWSDate', 'AWSTime', 'AWSDateTime', 'AWSTimestamp', 'AWSEmail', 'AWSJSON', 'AWSURL', 'AWSPhone', 'AWSIPAddress'];

/** A schema echoing one argument of each AWS scalar back, so a test sees what a resolver receives and sends. */
function echoSchema() {
  const fields = scalars.map((scalar) => `echo${scalar}(value: ${scalar}): ${scalar}`).join('\n');
  const schema = buildSchema(`${scalars.map((scalar) => `scalar ${scalar}`).join('\n')}\ntype Query { ${fields} seen(json: AWSJSON): String }`);
  installAwsScalars(schema);
  return schema;
}

const schema = echoSchema();
const rootValue = {
  ...Object.fromEntries(scalars.map((scalar) => [`echo${scalar}`, ({ value }: { value: unknown }) => value])),
  seen: ({ json }: { json: unknown }) => `${Array.isArray(json) ? 'array' : typeof json}:${JSON.stringify(json)}`,
};

async function send(scalar: string, value: unknown) {
  const result = await graphql({
    schema,
    rootValue,
    source: `query Q($value: ${scalar}) { echo${scalar}(value: $value) }`,
    variableValues: { value },
  });
  return result.errors ? { error: result.errors[0]?.message } : { value: result.data?.[`echo${scalar}`] };
}

const accepts = async (scalar: string, value: unknown) => !('error' in (await send(scalar, value)));

describe("AppSync's scalars in the harness", () => {
  it('hands an AWSJSON value to the resolver parsed and sends an answer back as JSON text', async () => {
    const result = await graphql({ schema, rootValue, source: 'query Q($json: AWSJSON) { seen(json: $json) }', variableValues: { json: '[1,{"a":2}]' } });

    expect(result.data?.seen).toBe('array:[1,{"a":2}]');
    expect(await send('AWSJSON', '{"a":1}')).toEqual({ value: '{"a":1}' });
    expect(await send('AWSJSON', 'null')).toEqual({ value: null });
  });

  it('refuses AWSJSON that is not JSON text, in the words AppSync uses', async () => {
    expect(await send('AWSJSON', '{a')).toEqual({ error: 'Variable "$value" got invalid value "{a"; Unable to parse {a as valid AWSJSON.' });
    expect(await accepts('AWSJSON', { a: 1 })).toBe(false);
  });

  it('takes dates, times and date-times in the extended ISO 8601 forms AppSync documents', async () => {
    expect(await Promise.all(['1970-01-01', '1970-01-01Z', '1970-01-01-07:00', '2024-02-29+05:30:00'].map((v) => accepts('AWSDate', v)))).toEqual([true, true, true, true]);
    expect(await Promise.all(['2023-02-29', '2024-13-01', '24-01-01', '2024-01-01T00:00Z'].map((v) => accepts('AWSDate', v)))).toEqual([false, false, false, false]);
    expect(await Promise.all(['12:30', '12:30Z', '12:30:24-07:00', '12:30:24.500+05:30'].map((v) => accepts('AWSTime', v)))).toEqual([true, true, true, true]);
    expect(await Promise.all(['25:00', '12:61', 'noon'].map((v) => accepts('AWSTime', v)))).toEqual([false, false, false]);
    expect(
      await Promise.all(['1970-01-01T12:00:00.277Z', '1970-01-01T12:00Z', '2026-03-02T10:00:00.123456789+01:00'].map((v) => accepts('AWSDateTime', v))),
    ).toEqual([true, true, true]);
    // The offset is compulsory for AWSDateTime.
    expect(await Promise.all(['1970-01-01T12:00:00', '1970-02-30T12:00Z', '1970-01-01 12:00Z'].map((v) => accepts('AWSDateTime', v)))).toEqual([false, false, false]);
  });

  it('takes integral seconds as AWSTimestamp, not text or fractions', async () => {
    expect(await send('AWSTimestamp', 1_700_000_000)).toEqual({ value: 1_700_000_000 });
    expect(await accepts('AWSTimestamp', '1700000000')).toBe(false);
    expect(await accepts('AWSTimestamp', 1.5)).toBe(false);
  });

  it('checks e-mail addresses, URLs, phone numbers and IP addresses', async () => {
    expect(await Promise.all(['a@example.edu', 'a.b+c@x.co'].map((v) => accepts('AWSEmail', v)))).toEqual([true, true]);
    expect(await Promise.all(['a@', 'example.edu', 'a b@x.co'].map((v) => accepts('AWSEmail', v)))).toEqual([false, false, false]);
    expect(await Promise.all(['https://www.amazon.com/dp/B000NZW3KC/', 'mailto:example@example.com'].map((v) => accepts('AWSURL', v)))).toEqual([true, true]);
    expect(await Promise.all(['www.amazon.com', 'https://a.b/c//d', 'http://'].map((v) => accepts('AWSURL', v)))).toEqual([false, false, false]);
    expect(await Promise.all(['+1 555 010 9999', '555-010-9999', '+44 20 7946 0958'].map((v) => accepts('AWSPhone', v)))).toEqual([true, true, true]);
    expect(await Promise.all(['call me', '12'].map((v) => accepts('AWSPhone', v)))).toEqual([false, false]);
    expect(await Promise.all(['10.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32'].map((v) => accepts('AWSIPAddress', v)))).toEqual([true, true, true, true]);
    expect(await Promise.all(['10.0.0.256', '10.0.0.0/33', 'localhost'].map((v) => accepts('AWSIPAddress', v)))).toEqual([false, false, false]);
  });

  it('refuses a bad literal in the query text before execution', async () => {
    const result = await graphql({ schema, rootValue, source: '{ echoAWSEmail(value: "nobody") }' });

    expect(result.errors?.[0]?.message).toMatch(/Unable to parse nobody as valid AWSEmail\./);
  });
});
