import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let healthUser: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [staffOne, staffTwo, healthUser] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two'), signIn(stack.url, 'health.user')]);
});
afterAll(async () => stack.close());

// When steps: each is one search a form's question makes.

const searchPeople = (client: ApiClient, searchTerm: string, campusCode = '01') =>
  client.graphql<{ search: Array<Record<string, string>> }>(
    `query People($searchTerm: String!, $campusCode: String) {
      search(category: PERSON, searchTerm: $searchTerm, campusCode: $campusCode) { __typename ... on PersonSearchResult { userId firstName lastName email } }
    }`,
    { searchTerm, campusCode },
  );

const searchPlaces = (client: ApiClient, category: 'BUILDING' | 'DEPARTMENT', searchTerm: string, campusCode: string | null) =>
  client.graphql<{ search: Array<{ id: string; name: string; code: string }> }>(
    `query Places($category: SearchCategory!, $searchTerm: String!, $campusCode: String) {
      search(category: $category, searchTerm: $searchTerm, campusCode: $campusCode) { ... on SelectedPlace { id name code } }
    }`,
    { category, searchTerm, campusCode },
  );

const searchLibrary = (client: ApiClient, schemaId: string, searchTerm: string, filters?: Array<{ field: string; operator: string; value: string }>) =>
  client.graphql<{ searchLibraryItems: Array<{ id: string; name: string; fields: string }> }>(
    `query Library($schemaId: ID!, $searchTerm: String!, $filters: [LibraryFilterInput!]) {
      searchLibraryItems(schemaId: $schemaId, searchTerm: $searchTerm, filters: $filters) { id name fields }
    }`,
    { schemaId, searchTerm, filters },
  );

const searchDocuments = (client: ApiClient, searchTerm: string, extra: { statuses?: string[]; programId?: string } = {}) =>
  client.graphql<{ searchDocumentsV2: Array<{ id: string; name: string; autoId: string }> }>(
    `query Documents($searchTerm: String!, $groups: [ID!]!, $programId: ID, $statuses: [String!]) {
      searchDocumentsV2(searchTerm: $searchTerm, templateGroupIds: $groups, programId: $programId, statuses: $statuses) { id name autoId }
    }`,
    { searchTerm, groups: ['tg-lab-safety-inspection'], ...extra },
  );

describe('people search', () => {
  it('needs 2 characters', async () => {
    const answer = await searchPeople(staffOne, 'r');

    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toContain('at least 2 characters');
  });

  it("finds people of the campus by last name, with names and email only", async () => {
    const answer = await searchPeople(staffOne, 'riv');

    expect(answer.data?.search).toEqual([
      { __typename: 'PersonSearchResult', userId: 'user-staff-two', firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@bayview.example.edu' },
    ]);
  });

  it('refuses to search the people of another campus (FORBIDDEN)', async () => {
    expect(codesOf(await searchPeople(staffOne, 'riv', '03'))).toEqual(['FORBIDDEN']);
  });
});

describe('campus search', () => {
  it("finds campuses of the caller's tenant by name or code", async () => {
    const answer = await staffOne.graphql<{ search: Array<{ id: string; name: string; tenant: { id: string } }> }>(
      '{ search(category: CAMPUS, searchTerm: "valley") { ... on SelectedCampus { id name shortName tenant { id name } } } }',
    );

    expect(answer.data?.search).toEqual([
      { id: '03', name: 'PSU Valley Oaks', shortName: 'Valley Oaks', tenant: { id: 'PSS', name: 'Pacific State University System' } },
    ]);
  });
});

describe('building and department search', () => {
  it('finds buildings of the campus asked, by name or code', async () => {
    const byName = await searchPlaces(staffOne, 'BUILDING', 'chem', '01');
    const byCode = await searchPlaces(staffOne, 'BUILDING', 'crb', '03');
    const elsewhere = await searchPlaces(staffOne, 'BUILDING', 'chem', '03');

    expect(byName.data?.search).toEqual([{ id: 'bld-01-chm', name: 'Chemistry Hall', code: 'CHM' }]);
    expect(byCode.data?.search).toEqual([{ id: 'bld-03-crb', name: 'Clinical Research Building', code: 'CRB' }]);
    expect(elsewhere.data?.search).toEqual([]);
  });

  it('finds departments of the campus asked', async () => {
    const answer = await searchPlaces(healthUser, 'DEPARTMENT', 'nurs', '03');

    expect(answer.data?.search).toEqual([{ id: 'dept-03-nurs', name: 'Nursing', code: 'NURS' }]);
  });

  it('needs the campus code (BAD_USER_INPUT naming it)', async () => {
    const answer = await searchPlaces(staffOne, 'BUILDING', 'chem', null);

    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toContain('campusCode: A campus code is required for this search');
  });
});

describe('library search', () => {
  it('finds items by name and answers their fields as JSON text', async () => {
    const answer = await searchLibrary(staffOne, 'lib-chemical-inventory', 'acet');

    expect(answer.data?.searchLibraryItems).toEqual([
      { id: 'chem-acetone', name: 'Acetone', fields: JSON.stringify({ casNumber: '67-64-1', hazardClass: 'Flammable liquid', storage: 'Flammables cabinet' }) },
    ]);
  });

  it('applies equals, contains and notEquals filters to the fields', async () => {
    const corrosive = await searchLibrary(staffOne, 'lib-chemical-inventory', '', [{ field: 'hazardClass', operator: 'equals', value: 'corrosive' }]);
    const acidsOnly = await searchLibrary(staffOne, 'lib-chemical-inventory', '', [
      { field: 'hazardClass', operator: 'equals', value: 'Corrosive' },
      { field: 'storage', operator: 'contains', value: 'acid' },
    ]);
    const notFlammable = await searchLibrary(staffOne, 'lib-chemical-inventory', '', [{ field: 'hazardClass', operator: 'notEquals', value: 'Flammable liquid' }]);

    expect(corrosive.data?.searchLibraryItems.map((item) => item.name)).toEqual(['Hydrochloric acid', 'Sodium hydroxide', 'Sulfuric acid']);
    expect(acidsOnly.data?.searchLibraryItems.map((item) => item.name)).toEqual(['Hydrochloric acid', 'Sulfuric acid']);
    expect(notFlammable.data?.searchLibraryItems.map((item) => item.name)).toEqual([
      'Hydrochloric acid',
      'Hydrogen peroxide 30%',
      'Sodium azide',
      'Sodium hydroxide',
      'Sulfuric acid',
    ]);
  });

  it('refuses an unknown operator and answers NOT_FOUND for an unknown library', async () => {
    const badOperator = await searchLibrary(staffOne, 'lib-chemical-inventory', '', [{ field: 'hazardClass', operator: 'startsWith', value: 'C' }]);
    const unknown = await searchLibrary(staffOne, 'lib-nothing', 'a');

    expect(codesOf(badOperator)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });
});

describe('document search', () => {
  it("finds only forms the caller may view: staff.two does not see staff.one's form", async () => {
    const mine = (await startForm(staffOne)).data!.startForm!;

    const ownerSees = await searchDocuments(staffOne, mine.autoId);
    const otherSees = await searchDocuments(staffTwo, mine.autoId);

    expect(ownerSees.data?.searchDocumentsV2).toEqual([{ id: mine.id, name: 'Laboratory Safety Inspection', autoId: mine.autoId }]);
    expect(otherSees.data?.searchDocumentsV2).toEqual([]);
  });

  it('keeps to the statuses asked for', async () => {
    const mine = (await startForm(staffOne)).data!.startForm!;

    const drafts = await searchDocuments(staffOne, mine.autoId, { statuses: ['draft'] });
    const submitted = await searchDocuments(staffOne, mine.autoId, { statuses: ['submitted'] });

    expect(drafts.data?.searchDocumentsV2.map((doc) => doc.id)).toEqual([mine.id]);
    expect(submitted.data?.searchDocumentsV2).toEqual([]);
  });
});

describe('address search', () => {
  it('finds addresses in the local gazetteer of the campuses', async () => {
    const answer = await staffOne.graphql<{ searchAddress: Array<Record<string, string>> }>(
      '{ searchAddress(text: "oak grove") { placeId label addressNumber street municipality region postalCode country } }',
    );

    expect(answer.data?.searchAddress).toEqual([
      {
        placeId: 'campus-03-vmc',
        label: 'Valley Oaks Medical Center, 2500 Oak Grove Avenue, Valley Oaks, CA 95610, USA',
        addressNumber: '2500',
        street: 'Oak Grove Avenue',
        municipality: 'Valley Oaks',
        region: 'California',
        postalCode: '95610',
        country: 'USA',
      },
      {
        placeId: 'campus-03-crb',
        label: 'Clinical Research Building, 2550 Oak Grove Avenue, Valley Oaks, CA 95610, USA',
        addressNumber: '2550',
        street: 'Oak Grove Avenue',
        municipality: 'Valley Oaks',
        region: 'California',
        postalCode: '95610',
        country: 'USA',
      },
    ]);
  });
});
