import { z } from 'zod';
import { idSchema } from './forms';
import { templateSettingsSchema } from './templates';

// The inputs of the named edits of a draft's settings: each one list entry of the header, based on the
// template's revision.

const headerEdit = { templateId: idSchema, expectedRevision: z.number().int().min(1) };
const shape = templateSettingsSchema.shape;

const audience = shape.audience.unwrap().element;
const program = shape.sharedWithPrograms.unwrap().element;
const permission = shape.permissions.unwrap().element;
const actionSetting = shape.actionSettings.unwrap().element;
const roleName = z.string().trim().min(1, 'A role name is required').max(200, 'A role name is at most 200 characters');

export const addAudienceInputSchema = z.object({ ...headerEdit, audience });
export const addSharedProgramInputSchema = z.object({ ...headerEdit, program });
/** updateAudience and updateSharedProgram carry the whole entry, known by its id (as the add does). */
export const updateAudienceInputSchema = addAudienceInputSchema;
export const updateSharedProgramInputSchema = addSharedProgramInputSchema;
/** removeAudience, removeSharedProgram, removeFormRole: the entry's id. */
export const removeTemplateEntryInputSchema = z.object({ ...headerEdit, id: idSchema });

export const addFormRoleInputSchema = z.object({ ...headerEdit, role: z.object({ id: idSchema.nullish(), name: roleName }) });
export const updateFormRoleInputSchema = z.object({ ...headerEdit, id: idSchema, name: roleName });

/** A template permission is known by its action, role and subform (at most one entry each). */
export const permissionKeySchema = z.object({
  actionId: z.string().min(1).max(64),
  roleId: idSchema,
  subformElementId: idSchema.nullish(),
});
export const addPermissionInputSchema = z.object({ ...headerEdit, permission });
export const updatePermissionInputSchema = z.object({ ...headerEdit, permission });
export const removePermissionInputSchema = z.object({ ...headerEdit, ...permissionKeySchema.shape });

export const updateActionSettingsInputSchema = z.object({
  ...headerEdit,
  settings: z.array(actionSetting).min(1, 'Name at least one action').max(50),
});

/** addActionSettings: one action's settings, known by its action (at most one entry each). */
export const addActionSettingsInputSchema = z.object({ ...headerEdit, settings: actionSetting });
/** removeActionSettings: the action whose settings go (the action's defaults apply again). */
export const removeActionSettingsInputSchema = z.object({ ...headerEdit, action: actionSetting.shape.action });

export type TemplatePermissionInput = z.infer<typeof permission>;
