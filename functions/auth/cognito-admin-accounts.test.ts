import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { cognitoAdminAccounts } from './cognito-admin-accounts';

const cognito = mockClient(CognitoIdentityProviderClient);
const accounts = cognitoAdminAccounts(new CognitoIdentityProviderClient({}), 'us-west-2_pool');
const request = { email: 'ops@example.edu', firstName: 'Opal', lastName: 'Smith', campusCode: '00', tenantCode: 'PSS' };

beforeEach(() => cognito.reset());

describe('administrator accounts in Cognito', () => {
  it('answers the sub of an existing account and creates nothing', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'ops@example.edu', UserAttributes: [{ Name: 'sub', Value: 'sub-ops' }] });

    const answer = await accounts.ensureAccount(request);

    expect(answer).toEqual({ userId: 'sub-ops', created: false });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('creates a missing account by email with its campus and tenant, invited by mail', async () => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'ops@example.edu', Attributes: [{ Name: 'sub', Value: 'sub-new' }] } });

    const answer = await accounts.ensureAccount(request);

    expect(answer).toEqual({ userId: 'sub-new', created: true });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-west-2_pool',
      Username: 'ops@example.edu',
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: 'ops@example.edu' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Opal' },
        { Name: 'family_name', Value: 'Smith' },
        { Name: 'custom:campusCode', Value: '00' },
        { Name: 'custom:tenantCode', Value: 'PSS' },
      ],
    });
  });

  it('fails on any other Cognito error rather than creating a second account', async () => {
    cognito.on(AdminGetUserCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));

    await expect(accounts.ensureAccount(request)).rejects.toThrow('Rate exceeded');
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });
});
