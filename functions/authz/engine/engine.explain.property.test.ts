import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineFixture, tuple } from './engine-fixture';

// Every rewrite kind over three users and two documents, so random tuple sets meet each of them.
const dsl = `model
  schema 1.1
type user
type group
  relations
    define member: [user, group#member]
type folder
  relations
    define viewer: [user, group#member]
type document
  relations
    define parent: [folder]
    define owner: [user]
    define blocked: [user, group#member]
    define editor: [user, group#member with open] or owner
    define viewer: editor or viewer from parent
    define auditor: owner and viewer from parent
    define reader: viewer but not blocked
condition open(state: string) {
  state == "open"
}`;

const users = ['user:a', 'user:b', 'user:c'];
const groups = ['group:1#member', 'group:2#member'];
const tupleArbitrary = fc.oneof(
  fc.record({ user: fc.constantFrom(...users, ...groups), group: fc.constantFrom('group:1', 'group:2') }).map(({ user, group }) => tuple(`${group}#member@${user}`)),
  fc.record({ user: fc.constantFrom(...users, ...groups), folder: fc.constantFrom('folder:x', 'folder:y') }).map(({ user, folder }) => tuple(`${folder}#viewer@${user}`)),
  fc.record({ folder: fc.constantFrom('folder:x', 'folder:y'), doc: fc.constantFrom('document:1', 'document:2') }).map(({ folder, doc }) => tuple(`${doc}#parent@${folder}`)),
  fc.record({ user: fc.constantFrom(...users), doc: fc.constantFrom('document:1', 'document:2') }).map(({ user, doc }) => tuple(`${doc}#owner@${user}`)),
  fc.record({ user: fc.constantFrom(...users, ...groups), doc: fc.constantFrom('document:1', 'document:2') }).map(({ user, doc }) => tuple(`${doc}#blocked@${user}`)),
  fc.record({ group: fc.constantFrom(...groups), doc: fc.constantFrom('document:1', 'document:2') }).map(({ group, doc }) => tuple(`${doc}#editor@${group}`, { name: 'open' })),
);

describe('Explain agrees with Check', () => {
  it('grants exactly when Check allows, and a refused path always names a finite number of missing steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(tupleArbitrary, { maxLength: 14, selector: (key) => `${key.object}#${key.relation}@${key.user}` }),
        fc.constantFrom(...users),
        fc.constantFrom('editor', 'viewer', 'auditor', 'reader'),
        fc.constantFrom('open', 'closed'),
        async (tuples, user, relation, state) => {
          const fixture = engineFixture(dsl, tuples);
          const request = { user, relation, object: 'document:1', context: { state } };

          const allowed = await fixture.engine().check(request);
          const explanation = await fixture.engine().explain(request);

          expect(explanation.allowed).toBe(allowed);
          expect(explanation.root.satisfied).toBe(allowed);
          expect(explanation.missingSteps === 0).toBe(allowed);
          expect(explanation.missingSteps).not.toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
