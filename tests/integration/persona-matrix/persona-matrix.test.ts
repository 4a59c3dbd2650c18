import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../../scripts/harness/local-stack';
import { loadApiSchema } from '../support/api-schema';
import { startApi, type ApiClient } from '../support/local-api';
import { expectations } from './expectations';
import { createMatrixFixtures, type MatrixFixtures } from './fixtures';
import { matrixRows, runRow } from './matrix-rows';
import { clientsOfPersonas, demoPersonas, guestPersona, tokenlessPersonas, type Persona } from './personas';

// Every root field of the schema, called with its minimal valid request by every persona: the demo personas, no
// token, and three forged tokens. Each row's expected answers are data (expectations.ts).

const schema = loadApiSchema();
const rows = matrixRows(schema);
let stack: LocalStack;
let clients: Record<Persona, ApiClient>;
let fixtures: MatrixFixtures;

beforeAll(async () => {
  stack = await startApi();
  clients = await clientsOfPersonas(stack.url);
  fixtures = await createMatrixFixtures(clients['staff.one'], clients['global.admin'], clients.guest);
});
afterAll(async () => stack.close());

describe('the persona × operation matrix', () => {
  it('has an expected row for every root field and none for a field the schema lacks', () => {
    const fieldNames = rows.map((row) => row.fieldName);

    const missing = fieldNames.filter((name) => !(name in expectations));
    const unknown = Object.keys(expectations).filter((name) => !fieldNames.includes(name));

    expect(missing, 'root fields with no row in persona-matrix/expectations.ts').toEqual([]);
    expect(unknown, 'rows in persona-matrix/expectations.ts naming no root field').toEqual([]);
  });

  // Rows run in order (later rows read what earlier ones wrote), so they are one sequence of tests in one file.
  it.each(rows.map((row) => [`${row.operation} ${row.fieldName}`, row] as const))('%s', async (_name, row) => {
    const expected = expectations[row.fieldName];

    const outcomes = await runRow(schema, row, clients, fixtures);

    const tokenless = Object.fromEntries(tokenlessPersonas.map((persona) => [persona, outcomes[persona]]));
    const demo = Object.fromEntries(([...demoPersonas, guestPersona] as const).map((persona) => [persona, outcomes[persona]]));
    expect(tokenless).toEqual(Object.fromEntries(tokenlessPersonas.map((persona) => [persona, 'UNAUTHORIZED'])));
    expect(demo, expected ? `${row.fieldName}'s row in expectations.ts` : `${row.fieldName} has no row in expectations.ts`).toEqual(expected);
  });
});
