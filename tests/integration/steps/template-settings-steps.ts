import type { ApiClient } from '../support/local-api';

// Given/when steps of a draft's settings lists: each is one operation an author performs.

export interface TemplateSettings {
  id: string;
  revision: number;
  audience: Array<{ id: string; name: string; scope: string }>;
  sharedWithPrograms: Array<{ id: string; name: string }>;
  rolesV2: Array<{ id: string; name: string }>;
  permissions: Array<{ action: { id: string; label: string }; roleId: string; statuses: string[]; subformElementId: string | null; scope: string }>;
  actionSettings: Array<{ action: string; validation: boolean; isPrimaryBtn: boolean; modal: { title: string } | null; toast: { successMessage: string | null } | null }>;
}

export const settingsFields = `id revision audience { id name scope } sharedWithPrograms { id name } rolesV2 { id name }
  permissions { action { id label } roleId statuses subformElementId scope }
  actionSettings { action validation isPrimaryBtn modal { title } toast { successMessage } }`;

/** The GraphQL input type of each settings mutation. */
export const settingsInputTypes: Record<string, string> = {
  addAudience: 'AddAudienceInput',
  updateAudience: 'UpdateAudienceInput',
  removeAudience: 'RemoveTemplateEntryInput',
  addSharedProgram: 'AddSharedProgramInput',
  updateSharedProgram: 'UpdateSharedProgramInput',
  removeSharedProgram: 'RemoveTemplateEntryInput',
  addFormRole: 'AddFormRoleInput',
  updateFormRole: 'UpdateFormRoleInput',
  removeFormRole: 'RemoveTemplateEntryInput',
  addPermission: 'AddPermissionInput',
  updatePermission: 'UpdatePermissionInput',
  removePermission: 'RemovePermissionInput',
  updateActionSettings: 'UpdateActionSettingsInput',
  // authoring17
  addActionSettings: 'AddActionSettingsInput',
  removeActionSettings: 'RemoveActionSettingsInput',
};

/** Runs a settings mutation; answers the GraphQL answer and the template it left (when it succeeded). */
export async function editSettings(client: ApiClient, mutation: string, input: Record<string, unknown>) {
  const answer = await client.graphql<Record<string, TemplateSettings>>(
    `mutation Edit($input: ${settingsInputTypes[mutation]}!) { ${mutation}(input: $input) { ${settingsFields} } }`,
    { input },
  );
  return { answer, template: answer.data?.[mutation] };
}
