import { CognitoIdentityProviderClient, ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoPeopleDirectory } from './cognito-people-directory';

const cognito = mockClient(CognitoIdentityProviderClient);
const directory = cognitoPeopleDirectory(new CognitoIdentityProviderClient({}), 'us-west-2_pool', { Bayview: '01' });

const user = (sub: string, attributes: Record<string, string>, enabled = true): UserType => ({
  Username: sub,
  Enabled: enabled,
  Attributes: Object.entries({ sub, ...attributes }).map(([Name, Value]) => ({ Name, Value })),
});

const rivera = user('sub-rivera', { given_name: 'Ana', family_name: 'Rivera', email: 'ana.rivera@example.edu', 'custom:campusCode': '01' });
// A federated person from an IdP that serves campus 01 alone: no campus attribute of their own.
const riverton = user('sub-riverton', {
  given_name: 'Sam', family_name: 'Riverton', email: 'sam@bayview.example.edu',
  identities: JSON.stringify([{ providerName: 'Bayview', providerType: 'SAML' }]),
});
const elsewhere = user('sub-other', { given_name: 'Rita', family_name: 'Rivers', email: 'rita@example.edu', 'custom:campusCode': '03' });
const disabled = user('sub-gone', { given_name: 'Rob', family_name: 'Rivas', email: 'rob@example.edu', 'custom:campusCode': '01' }, false);

beforeEach(() => cognito.reset());

describe('people search in the Cognito user directory', () => {
  it('asks by family name, given name and email prefix, and answers the campus people once each, by name', async () => {
    cognito.on(ListUsersCommand, { Filter: 'family_name ^= "Riv"' }).resolves({ Users: [rivera, riverton, elsewhere, disabled] });
    cognito.on(ListUsersCommand, { Filter: 'given_name ^= "Riv"' }).resolves({ Users: [] });
    cognito.on(ListUsersCommand, { Filter: 'email ^= "riv"' }).resolves({ Users: [rivera] });

    const people = await directory.searchPeople('01', 'riv', 25);

    expect(cognito.commandCalls(ListUsersCommand).map((call) => call.args[0].input.Filter).sort()).toEqual([
      'email ^= "riv"', 'family_name ^= "Riv"', 'given_name ^= "Riv"',
    ]);
    expect(people).toEqual([
      { userId: 'sub-rivera', firstName: 'Ana', lastName: 'Rivera', email: 'ana.rivera@example.edu', campusCode: '01' },
      { userId: 'sub-riverton', firstName: 'Sam', lastName: 'Riverton', email: 'sam@bayview.example.edu', campusCode: '01' },
    ]);
  });

  it('escapes quotes and backslashes in the term, so it cannot change the filter', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });

    await directory.searchPeople('01', 'o"b\\', 25);

    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input.Filter).toBe('family_name ^= "O\\"b\\\\"');
  });

  it('reads further pages, three at most per attribute, and stops at the limit', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [rivera], PaginationToken: 'more' });

    const people = await directory.searchPeople('01', 'riv', 1);

    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(9);
    expect(people).toHaveLength(1);
  });
});
