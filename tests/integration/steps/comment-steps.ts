import type { ApiClient } from '../support/local-api';
import { addMember, createRole, labSafety, uniqueName } from './role-steps';
import { editSettings } from './template-settings-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './template-steps';

// Given/when steps of a form's comments: each is one operation a person performs in the Comments panel.

export interface CommentAnswer {
  id: string;
  formId: string;
  parentId: string | null;
  author: { id: string; name: string };
  body: string | null;
  mentions: Array<{ id: string; name: string }>;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  version: number;
  replyCount: number;
  mine: boolean;
}

export const commentFields = 'id formId parentId author { id name } body mentions { id name } createdAt editedAt deleted version replyCount mine';

export const commentsOf = (client: ApiClient, formId: string, options: { size?: number; cursor?: string | null } = {}) =>
  client.graphql<{ formComments: { comments: CommentAnswer[]; nextCursor: string | null; total: number; allowComments: boolean; canComment: boolean } }>(
    `query ($formId: ID!, $size: Int, $cursor: String) { formComments(formId: $formId, size: $size, cursor: $cursor) { comments { ${commentFields} } nextCursor total allowComments canComment } }`,
    { formId, ...options },
  );

export const commentSummaryOf = (client: ApiClient, formId: string) =>
  client.graphql<{ formCommentSummary: { formId: string; allowComments: boolean; canComment: boolean; total: number; campusCode: string } }>(
    'query ($formId: ID!) { formCommentSummary(formId: $formId) { formId allowComments canComment total campusCode } }',
    { formId },
  );

export const addComment = (client: ApiClient, formId: string, body: string, more: { parentId?: string; mentions?: string[] } = {}) =>
  client.graphql<{ addFormComment: CommentAnswer }>(`mutation ($input: AddFormCommentInput!) { addFormComment(input: $input) { ${commentFields} } }`, {
    input: { formId, body, ...more },
  });

export const editComment = (client: ApiClient, comment: Pick<CommentAnswer, 'formId' | 'id'>, expectedVersion: number, body: string, mentions?: string[]) =>
  client.graphql<{ editFormComment: CommentAnswer }>(`mutation ($input: EditFormCommentInput!) { editFormComment(input: $input) { ${commentFields} } }`, {
    input: { formId: comment.formId, commentId: comment.id, expectedVersion, body, ...(mentions ? { mentions } : {}) },
  });

export const deleteComment = (client: ApiClient, comment: Pick<CommentAnswer, 'formId' | 'id'>, expectedVersion: number) =>
  client.graphql<{ deleteFormComment: { commentId: string; comment: CommentAnswer | null; removedIds: string[] } }>(
    `mutation ($input: DeleteFormCommentInput!) { deleteFormComment(input: $input) { commentId comment { ${commentFields} } removedIds } }`,
    { input: { formId: comment.formId, commentId: comment.id, expectedVersion } },
  );

/** A comment grant: who may comment in which statuses. */
export interface CommentGrant {
  roleId: string;
  statuses: string[];
}

/**
 * A published lab safety template of `author`'s (a program admin's) with one text question, comments on or off, and
 * the comment grants given; `reviewers` (user ids) become members of a new program role, named `reviewers` in grants.
 */
export async function givenCommentTemplate(author: ApiClient, options: { allowComments: boolean; grants: CommentGrant[]; reviewers?: string[] }) {
  const draft = (await createCampusTemplate(author, uniqueName('Comments'))).data!.createCampusTemplate;
  await addQuestion(author, draft.id, draft.pages[0]!.id, { __typename: 'TextQuestion', title: 'Notes' });
  const role = (await createRole(author, labSafety, uniqueName('Comment reviewers'))).data!.createRole;
  for (const userId of options.reviewers ?? []) await addMember(author, labSafety, role.id, userId);
  let revision = (
    await author.graphql<{ templateById: { revision: number } }>('query ($id: ID!) { templateById(id: $id) { revision } }', { id: draft.id })
  ).data!.templateById.revision;
  const updated = await author.graphql<{ updateTemplate: { revision: number } }>('mutation ($input: UpdateTemplateInput!) { updateTemplate(input: $input) { revision } }', {
    input: { templateId: draft.id, expectedRevision: revision, allowComments: options.allowComments },
  });
  revision = updated.data!.updateTemplate.revision;
  for (const grant of options.grants) {
    const roleId = grant.roleId === 'reviewers' ? role.id : grant.roleId;
    const permission = { action: { id: 'comment', label: 'Comment' }, roleId, statuses: grant.statuses, scope: 'program' };
    revision = (await editSettings(author, 'addPermission', { templateId: draft.id, expectedRevision: revision, permission })).template!.revision;
  }
  const published = await publishTemplate(author, draft.id, true);
  if (!published.data?.publishTemplate.published) throw new Error(`The comments template was not published: ${JSON.stringify(published)}`);
  return { templateId: draft.id, roleId: role.id };
}
