import { campusEntity, type CampusRecord } from '../data/entities/organization';
import { getRecord } from '../data/store';
import type { SignedIn } from './identity-provider';

/** The signed-in user as the web app knows them (and hands to analytics). */
export interface ClientUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  campusCode: string;
  campusName: string;
  shortName: string;
  tenantCode: string;
}

/** The body of /auth/api/client/refresh and of a successful /auth/api/login. */
export type ClientSession =
  | { authenticated: false }
  | { authenticated: true; user: ClientUser; accessToken: string; expiresAt: string };

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
