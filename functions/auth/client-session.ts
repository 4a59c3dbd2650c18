import { campusEntity, type CampusRecord } from '../data/entities/organization';
import { getRecord } from '../data/store';
import type { ClientSession } from '../../schema/src/auth/client-session';
import type { SignedIn } from './identity-provider';

export type { ClientSession, ClientUser } from '../../schema/src/auth/client-session';

export const signedOut: ClientSession = { authenticated: false };

/**
 * Describes a signed-in user to the browser, with their campus's names. A campus missing from the table
 * leaves the names empty rather than failing the sign-in.
 */
export async function describeSignedIn({ user, token }: SignedIn): Promise<ClientSession> {
  const campus = await getRecord(campusEntity, campusEntity.key({ code: user.campusCode } as CampusRecord));
  return {
    authenticated: true,
    user: {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      campusCode: user.campusCode,
      campusName: campus?.name ?? '',
      shortName: campus?.shortName ?? '',
      tenantCode: user.tenantCode,
    },
    accessToken: token.accessToken,
    expiresAt: token.expiresAt,
  };
}
