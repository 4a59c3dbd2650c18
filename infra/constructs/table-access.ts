import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';

/**
 * The domains that only read the table: their SDL declares no mutation, and serving their queries writes
 * nothing (an integration run that logged every write by domain found none from them). They get read-only
 * access, so a bug or a stolen role there cannot change data. tests/infra/api-stack.test.ts keeps the first
 * condition true.
 */
export const readOnlyDomains: readonly string[] = ['calendar', 'documents', 'profile', 'search'];

/**
 * Grants a function the table access its domain needs: read-only for the read-only domains, read and write for
 * the others (their items share one table and partition keys by entity, so narrower grants would need
 * dynamodb:LeadingKeys per entity; acknowledged in infra/nag).
 */
export function grantTableAccess(table: ITable, fn: IGrantable, domain: string) {
  if (readOnlyDomains.includes(domain)) table.grantReadData(fn);
  else table.grantReadWriteData(fn);
}
