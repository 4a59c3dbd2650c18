import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addField, createItem, createLibrary, deleteLibrary, fetchSchema, givenPublishedLibrary, updateItem } from './steps/library-steps';
import { allGrants, grant, grantCampuses, grantLine, grantPage, grantPeople, grantRoles, revoke } from './steps/library-grant-steps';
import { addMember, campus01, createRole, deleteRole, labSafety, uniqueName } from './steps/role-steps';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let programAdmin: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  globalAdmin = await signIn(stack.url, 'global.admin');
  programAdmin = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
});
afterAll(async () => stack.close());

const staffTwoId = { user: 'user-staff-two' };
const staffOneId = { user: 'user-staff-one' };
const globalAdminId = { user: 'user-global-admin' };

const searchLibraryItems = (client: ApiClient, schemaId: string, searchTerm: string) =>
  client.graphql<{ searchLibraryItems: Array<{ name: string }> }>(
    'query S($schemaId: ID!, $searchTerm: String!) { searchLibraryItems(schemaId: $schemaId, searchTerm: $searchTerm) { name } }',
    { schemaId, searchTerm },
  );

/** A published library with one item, that only its own people may read (everyone signed in taken back). */
async function givenRestrictedLibrary(name: string, item: string) {
  const library = await givenPublishedLibrary(globalAdmin, name);
  await createItem(globalAdmin, library.id, { name: item });
  await revoke(globalAdmin, library.id, 'VIEWER', 'EVERYONE');
  return library;
}

describe('granting one library', () => {
  it('lets an editor change items but not fields, until the grant is taken back', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant editor');
    const item = (await createItem(globalAdmin, library.id, { name: 'Acetone' })).data!.createLibraryItem;
    const before = await updateItem(staffTwo, library.id, item.id, item.version, { name: 'Acetone, before' });

    // Act
    const granted = await grant(globalAdmin, library.id, 'EDITOR', staffTwoId);
    const edited = await updateItem(staffTwo, library.id, item.id, item.version, { name: 'Acetone 99%' });
    const field = await addField(staffTwo, library.id, library.version, { fieldName: 'grade', dataType: 'TEXT' });
    const seen = (await fetchSchema(staffTwo, library.id)).data!.fetchSchema.permissions;
    const revoked = await revoke(globalAdmin, library.id, 'EDITOR', staffTwoId);
    const after = await updateItem(staffTwo, library.id, item.id, edited.data!.updateLibraryItem.version, { name: 'Acetone, after' });

    // Assess
    expect(codesOf(before)).toEqual(['FORBIDDEN']);
    expect(granted.data!.grantLibraryAccess).toEqual({ access: 'EDITOR', grantee: { kind: 'USER', id: 'user-staff-two', name: 'Sam Rivera', detail: 'sam.rivera@bayview.example.edu' } });
    expect(edited.data!.updateLibraryItem.name).toBe('Acetone 99%');
    expect(codesOf(field)).toEqual(['FORBIDDEN']);
    expect(seen).toEqual({ canConfigure: false, canEditItems: true });
    expect(revoked.data!.revokeLibraryAccess.access).toBe('EDITOR');
    expect(codesOf(after)).toEqual(['FORBIDDEN']);
  });

  it("lets a viewer find one restricted library's items in a form's search, and nothing more", async () => {
    // Prepare
    const shared = await givenRestrictedLibrary('Grant viewer shared', 'Toluene');
    const other = await givenRestrictedLibrary('Grant viewer other', 'Xylene');

    // Act
    await grant(globalAdmin, shared.id, 'VIEWER', staffTwoId);
    const found = await searchLibraryItems(staffTwo, shared.id, 'tol');
    const otherLibrary = await searchLibraryItems(staffTwo, other.id, 'xyl');
    const notGranted = await searchLibraryItems(staffOne, shared.id, 'tol');
    const write = await createItem(staffTwo, shared.id, { name: 'Benzene' });
    const grants = await grantPage(staffTwo, shared.id);
    const regrant = await grant(staffTwo, shared.id, 'EDITOR', staffTwoId);
    const permissions = (await fetchSchema(staffTwo, shared.id)).data!.fetchSchema.permissions;

    // Assess
    expect(found.data!.searchLibraryItems.map((entry) => entry.name)).toEqual(['Toluene']);
    expect(codesOf(otherLibrary)).toEqual(['FORBIDDEN']);
    expect(codesOf(notGranted)).toEqual(['FORBIDDEN']);
    expect(codesOf(write)).toEqual(['FORBIDDEN']);
    expect(codesOf(grants)).toEqual(['FORBIDDEN']);
    expect(codesOf(regrant)).toEqual(['FORBIDDEN']);
    expect(permissions).toEqual({ canConfigure: false, canEditItems: false });
  });

  it('refuses grants and the grant list to everyone but the library’s admins', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant refusals');
    await grant(globalAdmin, library.id, 'EDITOR', staffTwoId);

    // Act
    const byEditor = await grant(staffTwo, library.id, 'VIEWER', staffOneId);
    const byProgramAdmin = await grant(programAdmin, library.id, 'VIEWER', staffOneId);
    const revokeByEditor = await revoke(staffTwo, library.id, 'EDITOR', staffTwoId);
    const listByStaff = await grantPage(staffOne, library.id);
    const peopleByEditor = await grantPeople(staffTwo, library.id, 'Le');

    // Assess
    expect(codesOf(byEditor)).toEqual(['FORBIDDEN']);
    expect(byEditor.errors![0]!.message).toBe('Only the administrators of this library may see and change who has access to it.');
    expect(codesOf(byProgramAdmin)).toEqual(['FORBIDDEN']);
    expect(codesOf(revokeByEditor)).toEqual(['FORBIDDEN']);
    expect(codesOf(listByStaff)).toEqual(['FORBIDDEN']);
    expect(codesOf(peopleByEditor)).toEqual(['FORBIDDEN']);
  });

  it('lets a library admin of its own manage it and grant others, but not look up people of another campus', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant admin');
    await grant(globalAdmin, library.id, 'ADMIN', staffTwoId);
    const programRole = (await createRole(programAdmin, labSafety, uniqueName('Lab stewards'))).data!.createRole;

    // Act
    const granted = await grant(staffTwo, library.id, 'EDITOR', staffOneId);
    const field = await addField(staffTwo, library.id, library.version, { fieldName: 'grade', dataType: 'TEXT' });
    const people = await grantPeople(staffTwo, library.id, 'Le');
    const elsewhere = await grantPeople(staffTwo, library.id, 'Ch', '03');
    const roles = await grantRoles(staffTwo, library.id);
    const campuses = await grantCampuses(staffTwo, library.id);
    const everyCampus = await grantCampuses(globalAdmin, library.id);

    // Assess
    expect(grantLine(granted.data!.grantLibraryAccess)).toBe('EDITOR Jordan Lee');
    expect(field.data!.addLibraryField.fieldArraySchema.map((entry) => entry.fieldName)).toEqual(['name', 'flashPoint', 'grade']);
    expect(people.data!.libraryGrantPeople.map((person) => person.userId)).toEqual(['user-staff-one']);
    expect(codesOf(elsewhere)).toEqual(['FORBIDDEN']);
    expect(campuses.data!.libraryGrantCampuses).toEqual([{ id: '01', name: 'PSU Bayview' }]);
    expect(everyCampus.data!.libraryGrantCampuses).toContainEqual({ id: '03', name: 'PSU Valley Oaks' });
    expect(roles.data!.libraryGrantRoles).toContainEqual({ id: programRole.id, name: programRole.name, level: 'Role of Laboratory Safety' });
  });

  it("grants a role's members, and the grant goes with the role", async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant role');
    const roleName = uniqueName('Chemical stewards');
    const role = (await createRole(globalAdmin, campus01, roleName)).data!.createRole;
    await addMember(globalAdmin, campus01, role.id, 'user-staff-one');
    const offered = await grantRoles(globalAdmin, library.id, '01');

    // Act
    const granted = await grant(globalAdmin, library.id, 'EDITOR', { role: role.id });
    const created = await createItem(staffOne, library.id, { name: 'Hexane' });
    await deleteRole(globalAdmin, role.id);
    const afterDelete = await createItem(staffOne, library.id, { name: 'Heptane' });
    const grants = await allGrants(globalAdmin, library.id);

    // Assess
    expect(offered.data!.libraryGrantRoles).toContainEqual({ id: role.id, name: roleName, level: 'Role of PSU Bayview' });
    expect(granted.data!.grantLibraryAccess.grantee).toEqual({ kind: 'ROLE', id: role.id, name: roleName, detail: 'Role of PSU Bayview' });
    expect(created.data!.createLibraryItem.name).toBe('Hexane');
    expect(codesOf(afterDelete)).toEqual(['FORBIDDEN']);
    expect(grants.map(grantLine)).toEqual(['ADMIN Grace Okafor', 'VIEWER Everyone signed in']);
  });
});

describe('the grant list and its rules', () => {
  it('starts with the creator as admin, pages by cursor, and holds one level per grantee', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant list');
    await grant(globalAdmin, library.id, 'VIEWER', staffTwoId);
    await grant(globalAdmin, library.id, 'EDITOR', staffOneId);

    // Act
    const first = (await grantPage(globalAdmin, library.id, { limit: 2 })).data!.libraryGrants;
    const moved = await grant(globalAdmin, library.id, 'EDITOR', staffTwoId);
    const again = await grant(globalAdmin, library.id, 'EDITOR', staffTwoId);
    const everything = await allGrants(globalAdmin, library.id, 1);
    const badCursor = await grantPage(globalAdmin, library.id, { cursor: 'not-a-cursor' });

    // Assess
    expect(first.grants.map(grantLine)).toEqual(['ADMIN Grace Okafor', 'EDITOR Jordan Lee']);
    expect(first.cursor).not.toBeNull();
    expect(grantLine(moved.data!.grantLibraryAccess)).toBe('EDITOR Sam Rivera');
    expect(codesOf(again)).toEqual(['CONFLICT']);
    expect(again.errors![0]!.message).toBe('Sam Rivera is already an editor of this library.');
    expect(everything.map(grantLine)).toEqual(['ADMIN Grace Okafor', 'EDITOR Jordan Lee', 'EDITOR Sam Rivera', 'VIEWER Everyone signed in']);
    expect(codesOf(badCursor)).toEqual(['BAD_USER_INPUT']);
  });

  it('keeps at least one person administering a library, also under concurrent revokes', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant last admin');
    const alone = await revoke(globalAdmin, library.id, 'ADMIN', globalAdminId);
    await grant(globalAdmin, library.id, 'ADMIN', staffTwoId);

    // Act
    const both = await Promise.all([revoke(globalAdmin, library.id, 'ADMIN', globalAdminId), revoke(globalAdmin, library.id, 'ADMIN', staffTwoId)]);
    const remaining = await allGrants(globalAdmin, library.id);
    const remainingAdmin = remaining.find((entry) => entry.access === 'ADMIN')!;
    const demote = await grant(globalAdmin, library.id, 'EDITOR', { user: remainingAdmin.grantee.id! });

    // Assess
    expect(codesOf(alone)).toEqual(['CONFLICT']);
    expect(alone.errors![0]!.message).toBe('Grace Okafor is the last person administering this library: make someone else its administrator first.');
    expect(detailsOf(alone)).toEqual({ reason: 'LAST_ADMIN' });
    expect(both.map((answer) => codesOf(answer)).sort()).toEqual([[], ['CONFLICT']]);
    expect(remaining.filter((entry) => entry.access === 'ADMIN')).toHaveLength(1);
    expect(codesOf(demote)).toEqual(['CONFLICT']);
  });

  it('counts the persons administering a library from before the counter (the seeded ones have none) on first use', async () => {
    // Prepare: the demo chemical library was seeded with no admin of its own and no counter.
    const seeded = 'lib-chemical-inventory';
    await grant(globalAdmin, seeded, 'ADMIN', staffTwoId);

    // Act
    const last = await revoke(globalAdmin, seeded, 'ADMIN', staffTwoId);
    await grant(globalAdmin, seeded, 'ADMIN', staffOneId);
    const second = await revoke(globalAdmin, seeded, 'ADMIN', staffTwoId);

    // Assess
    expect(codesOf(last)).toEqual(['CONFLICT']);
    expect(codesOf(second)).toEqual([]);
    expect((await allGrants(globalAdmin, seeded)).map(grantLine)).toEqual(['ADMIN Jordan Lee', 'VIEWER Everyone signed in']);
  });

  it('answers NOT_FOUND, BAD_USER_INPUT and CONFLICT where a grant cannot be', async () => {
    // Prepare
    const draft = (await createLibrary(globalAdmin, 'Grant draft')).data!.createLibrarySchema;
    const published = await givenPublishedLibrary(globalAdmin, 'Grant inputs');

    // Act
    const unknownUser = await grant(globalAdmin, published.id, 'VIEWER', { user: 'user-nobody' });
    const unknownRole = await grant(globalAdmin, published.id, 'VIEWER', { role: 'role-nobody' });
    const unknownLibrary = await grant(globalAdmin, 'lib-nowhere', 'VIEWER', staffTwoId);
    const notHeld = await revoke(globalAdmin, published.id, 'EDITOR', staffTwoId);
    const everyoneEdits = await grant(globalAdmin, published.id, 'EDITOR', 'EVERYONE');
    const everyoneOnDraft = await grant(globalAdmin, draft.id, 'VIEWER', 'EVERYONE');
    const everyoneAgain = await grant(globalAdmin, published.id, 'VIEWER', 'EVERYONE');
    const noUser = await globalAdmin.graphql('mutation G($input: LibraryGrantInput!) { grantLibraryAccess(input: $input) { access } }', {
      input: { libraryId: published.id, access: 'VIEWER', granteeKind: 'USER' },
    });

    // Assess
    expect(codesOf(unknownUser)).toEqual(['NOT_FOUND']);
    expect(unknownUser.errors![0]!.message).toBe('User user-nobody was not found.');
    expect(codesOf(unknownRole)).toEqual(['NOT_FOUND']);
    expect(codesOf(unknownLibrary)).toEqual(['NOT_FOUND']);
    expect(codesOf(notHeld)).toEqual(['NOT_FOUND']);
    expect(notHeld.errors![0]!.message).toBe('Sam Rivera is not an editor of this library.');
    expect(codesOf(everyoneEdits)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(everyoneOnDraft)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(everyoneAgain)).toEqual(['CONFLICT']);
    expect(codesOf(noUser)).toEqual(['BAD_USER_INPUT']);
    expect(noUser.errors![0]!.message).toContain('Please select a user');
  });

  it('removes every grant with the library', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Grant deleted');
    await grant(globalAdmin, library.id, 'EDITOR', staffTwoId);

    // Act
    await deleteLibrary(globalAdmin, library.id, library.version);
    const tuples = await globalAdmin.graphql<{ fgaRead: { tuples: unknown[] } }>('query R($input: FgaReadInput!) { fgaRead(input: $input) { tuples { key { user } } } }', {
      input: { object: `library:${library.id}` },
    });

    // Assess
    expect(tuples.data!.fgaRead.tuples).toEqual([]);
  });
});
