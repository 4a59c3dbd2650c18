import type { CampusConfig } from '../../schema/src/campus-config';
import type { TupleKey } from '../authz/engine/types';
import { platformObject } from '../authz/checks';

/**
 * The structure of a campus configuration as relationship tuples: tenant → platform, campus → tenant,
 * domain → campus, program → campus and domain. Administrators then flow down the tree.
 */
export function campusTuples(config: CampusConfig): TupleKey[] {
  const tenant = `tenant:${config.tenant.code}`;
  return [
    { user: platformObject, relation: 'platform', object: tenant },
    ...config.campuses.map((campus) => ({ user: tenant, relation: 'tenant', object: `campus:${campus.code}` })),
    ...config.domains.map((domain) => ({ user: `campus:${domain.campusCode}`, relation: 'campus', object: `domain:${domain.id}` })),
    ...config.programs.flatMap((program) => [
      { user: `campus:${program.campusCode}`, relation: 'campus', object: `program:${program.id}` },
      { user: `domain:${program.domainId}`, relation: 'domain', object: `program:${program.id}` },
    ]),
  ];
}
