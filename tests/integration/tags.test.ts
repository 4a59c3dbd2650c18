import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { uniqueName } from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

type Tag = { id: string; name: string; campusCode: string };
const createTag = (client: ApiClient, name: string, campusCode = '01') =>
  client.graphql<{ createTag: Tag }>('mutation Tag($input: CreateTagInput!) { createTag(input: $input) { id name campusCode } }', {
    input: { campusCode, name },
  });
const tagsOf = (client: ApiClient, campusCode = '01') =>
  client.graphql<{ tags: Tag[] }>('query Tags($campusCode: String!) { tags(campusCode: $campusCode) { id name campusCode } }', { campusCode });

describe('campus tags', () => {
  it('creates a tag that the campus list then shows, by name', async () => {
    const name = uniqueName('Chemical');

    const created = await createTag(author, name);
    const listed = await tagsOf(author);

    expect(created.data?.createTag).toMatchObject({ name, campusCode: '01' });
    expect(listed.data?.tags.map((tag) => tag.id)).toContain(created.data?.createTag.id);
    const names = listed.data!.tags.map((tag) => tag.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers CONFLICT to a second tag of the same name, any case, and BAD_USER_INPUT to a blank one', async () => {
    const name = uniqueName('Annual');
    await createTag(author, name);

    const again = await createTag(author, name.toUpperCase());
    const blank = await createTag(author, '  ');

    expect(codesOf(again)).toEqual(['CONFLICT']);
    expect(codesOf(blank)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers FORBIDDEN to staff.one for creating and listing tags', async () => {
    expect(codesOf(await createTag(staffOne, uniqueName('Mine')))).toEqual(['FORBIDDEN']);
    expect(codesOf(await tagsOf(staffOne))).toEqual(['FORBIDDEN']);
  });

  it('answers BAD_USER_INPUT to a campus code that is not one (never INTERNAL) and NOT_FOUND to an unknown campus', async () => {
    const admin = await signIn(stack.url, 'global.admin');
    const malformed = await Promise.all([':v1', 'campus:01', '01#x', ''].map((code) => tagsOf(admin, code)));
    const malformedCreate = await createTag(admin, uniqueName('Odd'), ':v1');
    const unknown = await tagsOf(admin, 'ZZ');
    const unknownCreate = await createTag(admin, uniqueName('Nowhere'), 'ZZ');

    expect(malformed.map(codesOf)).toEqual([['BAD_USER_INPUT'], ['BAD_USER_INPUT'], ['BAD_USER_INPUT'], ['BAD_USER_INPUT']]);
    expect(codesOf(malformedCreate)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
    expect(codesOf(unknownCreate)).toEqual(['NOT_FOUND']);
  });
});
