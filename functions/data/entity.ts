import { indexKeyAttributes, tableLayout, type GenericIndexName } from './table-layout';

/** A primary or index key: partition and sort value. */
export interface Key {
  pk: string;
  sk: string;
}

/** An access pattern served by one of the generic indexes. `key` answers undefined when the item is not in it. */
export interface IndexPattern<T> {
  index: GenericIndexName;
  key: (record: T) => Key | undefined;
}

/** A declarative description of one item type: its name, primary key and the access patterns it serves. */
export interface EntityDefinition<T, P extends string = string> {
  name: string;
  key: (record: T) => Key;
  indexes?: Record<P, IndexPattern<T>>;
  /** Attributes stored on the item that belong to another record (a form's answers): `fromItem` leaves them out. */
  detached?: readonly string[];
}

export type DynamoItem = Record<string, unknown>;

/** Attribute names the storage layer owns; they never reach the domain. */
const storageAttributes = new Set<string>([
  'entity',
  'testSk',
  'creationId',
  tableLayout.partitionKey,
  tableLayout.sortKey,
  ...tableLayout.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
]);

function assertKey(entity: string, what: string, key: Key) {
  // DynamoDB rejects empty key strings (dynalite does not), so refuse them here, naming the culprit.
  if (!key.pk || !key.sk) throw new Error(`${entity}: empty ${what} key (${JSON.stringify(key)})`);
}

/** An entity: turns domain records into stored items and back. */
export interface Entity<T, P extends string = string> {
  readonly definition: EntityDefinition<T, P>;
  readonly name: string;
  key: (record: T) => Key;
  /** The item to store: the record, its entity name, primary key and every index key that applies. */
  toItem: (record: T) => DynamoItem;
  /** The record stored in an item, without storage attributes (including the test id tag). */
  fromItem: (item: DynamoItem) => T;
}

export function defineEntity<T, P extends string = string>(definition: EntityDefinition<T, P>): Entity<T, P> {
  const key = (record: T) => {
    const primary = definition.key(record);
    assertKey(definition.name, 'primary', primary);
    return primary;
  };
  const detached = new Set(definition.detached ?? []);
  return {
    definition,
    name: definition.name,
    key,
    toItem(record) {
      const primary = key(record);
      const item: DynamoItem = { ...(record as DynamoItem), entity: definition.name, pk: primary.pk, sk: primary.sk };
      for (const pattern of Object.values<IndexPattern<T>>(definition.indexes ?? ({} as Record<P, IndexPattern<T>>))) {
        const indexKey = pattern.key(record);
        if (!indexKey) continue;
        assertKey(definition.name, pattern.index, indexKey);
        const attributes = indexKeyAttributes(pattern.index);
        item[attributes.partitionKey] = indexKey.pk;
        item[attributes.sortKey] = indexKey.sk;
      }
      return item;
    },
    fromItem(item) {
      const record: DynamoItem = {};
      for (const [name, value] of Object.entries(item)) {
        if (!storageAttributes.has(name) && name !== 'testId' && !detached.has(name)) record[name] = value;
      }
      return record as T;
    },
  };
}

/** The index an entity's access pattern is served by: reads name the pattern, not the index. */
export function indexOfPattern<T, P extends string>(entity: Entity<T, P>, pattern: P): GenericIndexName {
  const found = entity.definition.indexes?.[pattern];
  if (!found) throw new Error(`${entity.name} has no access pattern ${pattern}`);
  return found.index;
}

/** The attributes holding an access pattern's keys: removing them takes an item out of a sparse pattern. */
export function patternKeyAttributes<T, P extends string>(entity: Entity<T, P>, pattern: P): string[] {
  const { partitionKey, sortKey } = indexKeyAttributes(indexOfPattern(entity, pattern));
  return [partitionKey, sortKey];
}
