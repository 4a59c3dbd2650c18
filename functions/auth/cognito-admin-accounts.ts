import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminAccounts, AdminAccountRequest } from './admin-accounts';

const subOf = (attributes: AttributeType[] | undefined) => attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

const attributesOf = (request: AdminAccountRequest): AttributeType[] => [
  { Name: 'email', Value: request.email },
  // The address comes from the operator's configuration, not from the person: no verification round trip.
  { Name: 'email_verified', Value: 'true' },
  { Name: 'given_name', Value: request.firstName },
  { Name: 'family_name', Value: request.lastName },
  { Name: 'custom:campusCode', Value: request.campusCode },
  { Name: 'custom:tenantCode', Value: request.tenantCode },
];

/**
 * Administrator accounts in the Cognito user pool (email is the username). A missing one is created with
 * AdminCreateUser: Cognito mails a temporary password, and the pool's required MFA makes the first sign-in
 * (through the hosted sign-in page) set a new password and an authenticator app.
 */
export function cognitoAdminAccounts(client: CognitoIdentityProviderClient, userPoolId: string): AdminAccounts {
  return {
    async ensureAccount(request) {
      try {
        const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: request.email }));
        const userId = subOf(existing.UserAttributes);
        if (userId) return { userId, created: false };
      } catch (error) {
        if ((error as Error).name !== 'UserNotFoundException') throw error;
      }
      const created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: request.email,
          UserAttributes: attributesOf(request),
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
      const userId = subOf(created.User?.Attributes);
      if (!userId) throw new Error(`Cognito created ${request.email} without a sub attribute.`);
      return { userId, created: true };
    },
  };
}
