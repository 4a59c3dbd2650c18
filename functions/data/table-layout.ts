/**
 * The physical layout of the one DynamoDB table: its key attributes and every global secondary index.
 * This is the description the CDK table and the local table are both built from (infra imports this file
 * and nothing else from functions/). All indexes exist from the first deploy because dynalite cannot add
 * one later; entities map their access patterns onto these generic, overloaded indexes.
 */
export const tableLayout = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'ALL' },
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', projection: 'ALL' },
    // Items written by requests carrying x-test-id, for cleanupByTestId: keys only is all cleanup needs.
    { name: 'byTestId', partitionKey: 'testId', sortKey: 'testSk', projection: 'KEYS_ONLY' },
  ],
} as const;

export type IndexName = (typeof tableLayout.indexes)[number]['name'];
export type GenericIndexName = Exclude<IndexName, 'byTestId'>;

/** The attribute names an index's keys live in. */
export function indexKeyAttributes(name: IndexName) {
  const index = tableLayout.indexes.find((candidate) => candidate.name === name);
  if (!index) throw new Error(`Unknown index ${name}`);
  return { partitionKey: index.partitionKey, sortKey: index.sortKey };
}
