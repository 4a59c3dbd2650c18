import type { FeatureFlagConfig } from '../../schema/src/flags/flag-inputs';
import { writeFeatureFlag } from '../data/feature-flags-repository';

/** Who provisioning's flag changes are recorded as in a flag's audit trail. */
export const provisioningActor = 'infra/config';

/**
 * Creates the flags of the configuration that do not exist yet. An existing flag is left as it is: after the
 * first deploy the flags API owns a flag's state, so a redeploy never undoes an edit made through it.
 * Answers the keys it created.
 */
export async function provisionFeatureFlags(flags: readonly FeatureFlagConfig[], now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const flag of flags) {
    const written = await writeFeatureFlag(
      {
        key: flag.key,
        enabled: flag.enabled,
        campusCodes: [...(flag.campusCodes ?? [])].sort(),
        userIds: [],
        ...(flag.description ? { description: flag.description } : {}),
        changedBy: provisioningActor,
        source: 'provisioning',
        at: now,
      },
      { onlyIfMissing: true },
    );
    if (written) created.push(flag.key);
  }
  return created;
}
