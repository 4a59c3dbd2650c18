import type { ApiClient } from '../support/local-api';

/** What the mapper tests read of DataMapperConfig. */
export interface Mapper {
  templateGroupId: string;
  libraryId: string;
  libraryName: string;
  itemSource: string;
  itemQuestionId: string;
  businessKeyField: string | null;
  fields: Array<{ questionId: string; fieldName: string; prefill: boolean; update: boolean }>;
  grantedBy: { userId: string } | null;
  version: number;
}

const mapperFields = 'templateGroupId libraryId libraryName itemSource itemQuestionId businessKeyField fields { questionId fieldName prefill update } grantedBy { userId } version';

export const readMapper = (client: ApiClient, templateId: string) =>
  client.graphql<{ dataMapperConfig: Mapper | null }>(`query M($templateId: ID!) { dataMapperConfig(templateId: $templateId) { ${mapperFields} } }`, { templateId });

export const saveMapper = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ saveDataMapperConfig: Mapper }>(`mutation S($input: SaveDataMapperConfigInput!) { saveDataMapperConfig(input: $input) { ${mapperFields} } }`, { input });

export const prefill = (client: ApiClient, formId: string, questionId: string) =>
  client.graphql<{ prefillFromLibraryItem: { id: string; responses: Array<{ questionId: string; text?: string }> } }>(
    'mutation P($input: PrefillFromLibraryItemInput!) { prefillFromLibraryItem(input: $input) { id responses { questionId ... on TextResponse { text } } } }',
    { input: { formId, questionId } },
  );

export const chooseItem = (client: ApiClient, formId: string, questionId: string, item: { id: string; name: string }) =>
  client.graphql('mutation U($input: UpdateLibrarySearchResponseInput!) { updateLibrarySearchResponse(input: $input) { id } }', {
    input: { formId, questionId, selectedItem: { id: item.id, name: item.name, fields: null } },
  });

export const textAnswers = async (client: ApiClient, formId: string) => {
  const answer = await client.graphql<{ form: { responses: Array<{ questionId: string; text?: string }> } }>(
    'query F($id: ID!) { form(id: $id) { responses { questionId ... on TextResponse { text } } } }',
    { id: formId },
  );
  return Object.fromEntries(answer.data!.form.responses.filter((response) => response.text !== undefined).map((response) => [response.questionId, response.text]));
};

export const submit = (client: ApiClient, formId: string) =>
  client.graphql<{ updateFormByAction: { status: string } }>('mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', {
    input: { formId, actionId: 'submit' },
  });

export const itemValues = async (client: ApiClient, libraryId: string, itemId: string) => {
  const answer = await client.graphql<{ fetchLibraryItemDetail: { values: string; version: number } }>(
    'query I($libraryId: ID!, $itemId: ID!) { fetchLibraryItemDetail(libraryId: $libraryId, itemId: $itemId) { values version } }',
    { libraryId, itemId },
  );
  const detail = answer.data!.fetchLibraryItemDetail;
  return { values: JSON.parse(detail.values) as Record<string, unknown>, version: detail.version };
};

/** importForms' answer as the import tests read it. */
export interface ImportResult {
  accepted: number;
  rejected: number;
  rows: Array<{ rowNumber: number; formId: string | null; problems: string[] }>;
  statuses: string[];
}

export const importForms = (client: ApiClient, templateId: string, dryRun: boolean, rows: Array<{ rowNumber: number; owner: string; status: string; answers: Record<string, string> }>) =>
  client.graphql<{ importForms: ImportResult }>(
    'mutation I($input: ImportFormsInput!) { importForms(input: $input) { accepted rejected rows { rowNumber formId problems } statuses } }',
    { input: { templateId, dryRun, rows: rows.map((row) => ({ ...row, answers: JSON.stringify(row.answers) })) } },
  );
