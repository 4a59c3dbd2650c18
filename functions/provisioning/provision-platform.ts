import type { CampusConfig } from '../../schema/src/campus-config';
import type { AdminAccounts } from '../auth/admin-accounts';
import type { UserDirectory } from '../auth/user-directory';
import type { AuthorizationService } from '../authz/authorization-service';
import { provisionGlobalAdmins } from './provision-admins';
import { provisionCampusConfiguration } from './provision-campuses';
import { provisionFeatureFlags } from './provision-flags';
import { provisionCampusPlaces } from './provision-places';

/** What provisioning needs: where administrators get accounts and profiles, the engine, and the clock. */
export interface ProvisioningDependencies {
  accounts: AdminAccounts;
  users: UserDirectory;
  authorization: AuthorizationService;
  now?: Date;
}

/** What one provisioning run changed, for the deploy's log and the custom resource's answer. */
export interface ProvisioningSummary {
  written: number;
  deactivatedCampuses: string[];
  createdFlags: string[];
  invitedAdmins: string[];
}

/**
 * Provisions infra/config into the table: the campus structure (deactivating campuses that left it), its
 * buildings, floors and rooms, the feature flags that do not exist yet, and the first global administrators.
 * The deploy's custom resource and the local first start run exactly this; every step is idempotent.
 */
export async function provisionPlatform(config: CampusConfig, dependencies: ProvisioningDependencies): Promise<ProvisioningSummary> {
  const now = dependencies.now ?? new Date();
  const campuses = await provisionCampusConfiguration(config, dependencies.authorization, now);
  const places = await provisionCampusPlaces(config);
  const createdFlags = await provisionFeatureFlags(config.featureFlags, now);
  const { invited } = await provisionGlobalAdmins(config, dependencies, now);
  return {
    written: campuses.written + places + createdFlags.length,
    deactivatedCampuses: campuses.deactivated,
    createdFlags,
    invitedAdmins: invited,
  };
}
