import { describe, expect, it } from 'vitest';
import { defineEntity, type Entity } from './entity';
import * as entities from './entities';
import { tableLayout } from './table-layout';

const thing = defineEntity<{ id: string; owner?: string }, 'byOwner'>({
  name: 'Thing',
  key: (t) => ({ pk: `THING#${t.id}`, sk: 'THING' }),
  indexes: { byOwner: { index: 'gsi1', key: (t) => (t.owner === undefined ? undefined : { pk: `OWNER#${t.owner}`, sk: t.id }) } },
});

describe('entities', () => {
  it('writes index keys only for the access patterns an item is in', () => {
    expect(thing.toItem({ id: '1' })).toEqual({ id: '1', entity: 'Thing', pk: 'THING#1', sk: 'THING' });
    expect(thing.toItem({ id: '1', owner: 'u' })).toMatchObject({ gsi1pk: 'OWNER#u', gsi1sk: '1' });
  });

  it('refuses an empty key, which AWS would reject and dynalite would accept', () => {
    const blank = defineEntity<{ id: string }>({ name: 'Blank', key: (t) => ({ pk: t.id, sk: 'X' }) });
    expect(() => blank.toItem({ id: '' })).toThrow('Blank: empty primary key');
  });

  it('gives the domain back its record without storage attributes', () => {
    const item = { ...thing.toItem({ id: '1', owner: 'u' }), testId: 't', testSk: 'x', creationId: 'c' };

    expect(thing.fromItem(item)).toEqual({ id: '1', owner: 'u' });
  });

  it('maps every access pattern of every entity onto an index the table declares', () => {
    const declared = new Set<string>(tableLayout.indexes.map((index) => index.name));
    const used = (Object.values(entities) as unknown[])
      .filter((value): value is Entity<unknown> => typeof value === 'object' && value !== null && 'definition' in value)
      .flatMap((entity) => Object.values(entity.definition.indexes ?? {}).map((pattern) => pattern.index));

    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((index) => !declared.has(index))).toEqual([]);
  });
});
