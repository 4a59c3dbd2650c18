import fc from 'fast-check';

/** Values no field expects: wrong types, huge and odd strings, traversal, negative and huge numbers, nested junk. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('x'.repeat(200_000), '😀'.repeat(20_000), '\u0000\u202e\ud800', ' ', ''),
  fc.constantFrom('../../etc/passwd', 'forms/../../other/x.png', '..%2f..%2fx', 'C:\\Windows\\win.ini', '<img src=x onerror=alert(1)>'),
  fc.constantFrom("' OR 1=1 --", '{"__proto__":{"admin":true}}', 'constructor', '__proto__', 'PK#', 'user:*'),
  fc.uuid(),
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.constantFrom(2 ** 31, 2 ** 53, -0, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 4 }), fc.integer(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 3 })),
  })).node,
);

/** Strings and numbers of the right type but the wrong content, so the call passes coercion and reaches the resolver. */
const oddString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('x'.repeat(200_000), '../../etc/passwd', 'forms/../../other/x.png', '<script>alert(1)</script>', 'unknown-id', ' ', ''),
  fc.uuid(),
);
const oddNumber = fc.oneof(fc.integer({ min: -2_147_483_648, max: -1 }), fc.constantFrom(0, 2_147_483_647));

/** One way to break a valid set of variables. */
export type Breakage =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'replace-in-kind'; at: number; text: string; number: number }
  | { kind: 'drop'; at: number }
  | { kind: 'unknown-field'; at: number; name: string; value: unknown }
  | { kind: 'replace-all'; value: unknown };

/** Breakages of a request's variables, for fast-check to draw from. */
export const breakage: fc.Arbitrary<Breakage> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: junk }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace-in-kind' as const), at: fc.nat(), text: oddString, number: oddNumber }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknown-field' as const), at: fc.nat(), name: fc.string({ minLength: 1, maxLength: 8 }), value: junk }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-all' as const), value: junk }) },
);

type Json = Record<string, unknown>;

/** Every place in the variables a value sits (objects' keys and arrays' items), depth first. */
function placesOf(value: unknown, parent: Json | unknown[] | null = null, key: string | number = ''): Array<{ parent: Json | unknown[]; key: string | number; value: unknown }> {
  const here = parent ? [{ parent, key, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => placesOf(item, value, index))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([name, item]) => placesOf(item, value as Json, name))];
  return here;
}

/** The odd value of the same JSON type as the one it replaces (objects and arrays keep theirs). */
const inKind = (value: unknown, change: { text: string; number: number }) =>
  typeof value === 'string' ? change.text : typeof value === 'number' ? change.number : typeof value === 'boolean' ? !value : value;

/** A copy of the variables with one breakage applied. */
export function broken(variables: Json, change: Breakage): Json {
  if (change.kind === 'replace-all') return Object.fromEntries(Object.keys(variables).map((name) => [name, change.value]));
  const copy = structuredClone(variables);
  const places = placesOf(copy);
  if (places.length === 0) return { unexpected: 'value' };
  const place = places[change.at % places.length]!;
  if (change.kind === 'replace') (place.parent as Json)[place.key] = change.value;
  else if (change.kind === 'replace-in-kind') (place.parent as Json)[place.key] = inKind(place.value, change);
  else if (change.kind === 'drop') {
    if (Array.isArray(place.parent)) place.parent.splice(Number(place.key), 1);
    else delete place.parent[place.key];
  } else {
    const target = place.value && typeof place.value === 'object' && !Array.isArray(place.value) ? (place.value as Json) : copy;
    target[change.name] = change.value;
  }
  return copy;
}

/**
 * The variables with every blob key of the given form (`forms/<formId>/...`) turned into one that climbs out of its
 * folder into another form's (issue 12 finding 7), or null when the variables hold no such key.
 */
export function withTraversingKeys(variables: Json, formId: string): Json | null {
  const copy = structuredClone(variables);
  const keys = placesOf(copy).filter((place) => typeof place.value === 'string' && place.value.startsWith(`forms/${formId}/`));
  for (const place of keys) {
    const key = place.value as string;
    (place.parent as Json)[place.key] = `${key.slice(0, key.lastIndexOf('/') + 1)}../../matrix-other-form/x.png`;
  }
  return keys.length > 0 ? copy : null;
}
