import type { ApiClient } from '../support/local-api';

// Given/when steps shared by the integration tests: each is one operation a user performs.

export const labInspectionTemplateId = 'tpl-lab-safety-inspection-v1';
export const roomQuestionId = 'lsi-room';

export async function startForm(client: ApiClient, templateId = labInspectionTemplateId, headers?: Record<string, string>) {
  return client.graphql<{ startForm: { id: string; autoId: string; name: string; status: string } | null }>(
    'mutation Start($input: StartFormInput!) { startForm(input: $input) { id autoId name status } }',
    { input: { templateId } },
    headers,
  );
}

export async function saveText(
  client: ApiClient,
  input: { formId: string; questionId?: string; text: string; expectedVersion?: number },
) {
  return client.graphql<{
    updateTextResponse: { id: string; lastSaved: string; responses: Array<{ questionId: string; text: string; version: number }> };
  }>(
    `mutation Save($input: UpdateTextResponseInput!) {
      updateTextResponse(input: $input) { id lastSaved responses { questionId version ... on TextResponse { text } } }
    }`,
    { input: { questionId: roomQuestionId, ...input } },
  );
}

export async function readForm(client: ApiClient, id: string) {
  return client.graphql<{
    form: {
      id: string;
      name: string;
      owner: { userId: string };
      template: { id: string; name: string };
      responses: Array<{ __typename: string; questionId: string; version: number; text?: string }>;
    } | null;
  }>(
    `query Form($id: ID!) {
      form(id: $id) {
        id name owner { userId } template { id name }
        responses { __typename questionId version ... on TextResponse { text } }
      }
    }`,
    { id },
  );
}
