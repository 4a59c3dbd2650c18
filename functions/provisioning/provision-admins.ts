import type { CampusConfig } from '../../schema/src/campus-config';
import type { AdminAccounts } from '../auth/admin-accounts';
import type { UserDirectory } from '../auth/user-directory';
import { ensureTuples } from '../authz/ensure-tuples';
import type { AuthorizationService } from '../authz/authorization-service';
import { platformObject, userObject } from '../authz/checks';

/**
 * Makes each configured first administrator a global administrator: their sign-in account (created and
 * invited when missing), their profile, and the admin tuple on the platform. Idempotent. Removing someone from
 * the configuration revokes nothing: later administrators are managed in the studio.
 */
export async function provisionGlobalAdmins(
  config: CampusConfig,
  dependencies: { accounts: AdminAccounts; users: UserDirectory; authorization: AuthorizationService },
  now: Date,
): Promise<{ invited: string[] }> {
  const invited: string[] = [];
  for (const admin of config.globalAdmins) {
    const request = { ...admin, tenantCode: config.tenant.code };
    const { userId, created } = await dependencies.accounts.ensureAccount(request);
    if (created) invited.push(admin.email);
    await dependencies.users.ensureUser({
      userId,
      username: admin.email,
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      campusCode: admin.campusCode,
      tenantCode: config.tenant.code,
      status: 'ACTIVE',
      tags: [],
      features: [],
      globalRoles: ['admin'],
      adminOfCampuses: [],
      createdAt: now.toISOString(),
    });
    await ensureTuples(dependencies.authorization, [
      { user: userObject(userId), relation: 'admin', object: platformObject },
      { user: userObject(userId), relation: 'member', object: `tenant:${config.tenant.code}` },
      { user: userObject(userId), relation: 'member', object: `campus:${admin.campusCode}` },
    ]);
  }
  return { invited };
}
