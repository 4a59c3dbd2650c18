import { changedRecords, type StoreSnapshot } from '../support/store-snapshot';

/**
 * A stored item's blob keys: the `key` of each `{ key, name }` map (an image answer's images; stable JSON sorts the
 * attributes, so `name` follows `key`) in its DynamoDB JSON text. Other `key` attributes (feature flags, business
 * keys) are not blob keys and are left alone.
 */
const keysIn = (itemText: string): string[] =>
  [...itemText.matchAll(/"key":\{"S":"((?:[^"\\]|\\.)*)"\},"name":\{"S":/g)].map((match) => JSON.parse(`"${match[1]}"`) as string);

/** Why a blob key is outside the folders of the forms a call may write (forms/<id>/...), or null when it is inside. */
export function blobKeyProblem(key: string, formIds: ReadonlySet<string>): string | null {
  let decoded = key;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    // A key that is not valid percent-encoding is judged as written.
  }
  const segments = decoded.split(/[/\\]/);
  if (segments.some((segment) => segment === '..' || segment === '.')) return `${key} steps out of its folder`;
  if (segments[0] !== 'forms' || !formIds.has(segments[1] ?? '')) return `${key} is outside forms/<${[...formIds].join('|')}>/`;
  return null;
}

/**
 * The blob keys an accepted call stored outside the forms it may write (issue 12 finding 7): blob files added or
 * changed, and keys newly stored in items added or changed, judged against `formIds` (the form the call named and any
 * form its answer names, e.g. a copy it made).
 */
export function keysStoredOutside(before: StoreSnapshot, after: StoreSnapshot, formIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const record of changedRecords(before, after)) {
    const now = after.get(record);
    if (now === undefined) continue;
    if (record.startsWith('blob:')) {
      const problem = blobKeyProblem(record.slice('blob:'.length), formIds);
      if (problem) problems.push(`blob ${problem}`);
      continue;
    }
    const earlier = new Set(keysIn(before.get(record) ?? ''));
    for (const key of keysIn(now).filter((stored) => !earlier.has(stored))) {
      const problem = blobKeyProblem(key, formIds);
      if (problem) problems.push(`${record} stores ${problem}`);
    }
  }
  return problems;
}
