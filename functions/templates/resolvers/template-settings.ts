import { randomUUID } from 'node:crypto';
import {
  addActionSettingsInputSchema,
  addAudienceInputSchema,
  addFormRoleInputSchema,
  addPermissionInputSchema,
  addSharedProgramInputSchema,
  removeActionSettingsInputSchema,
  removePermissionInputSchema,
  removeTemplateEntryInputSchema,
  updateActionSettingsInputSchema,
  updateAudienceInputSchema,
  updateFormRoleInputSchema,
  updatePermissionInputSchema,
  updateSharedProgramInputSchema,
} from '../../../schema/src/inputs/template-settings';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { knownAudience, knownPrograms } from '../audience-entries';
import { editHeader, withAdded, withReplaced } from '../header-edit';

// The named edits of a draft's settings lists: each is one conditional write of the version's header.

type Args = { input?: unknown };
const byId = (entry: { id: string }) => entry.id;
const byAction = (entry: { action: string }) => entry.action;
const permissionKey = (entry: { action: { id: string }; roleId: string; subformElementId?: string | null }) =>
  [entry.action.id, entry.roleId, entry.subformElementId ?? ''].join('/');

export async function addAudience(caller: Caller, args: Args) {
  const { audience, ...target } = parseInput(addAudienceInputSchema, args.input);
  return editHeader(caller, target, async (header) => ({
    audience: withAdded(header.audience ?? [], (await knownAudience(caller, [audience]))[0]!, byId, 'Audience'),
  }));
}

export async function updateAudience(caller: Caller, args: Args) {
  const { audience, ...target } = parseInput(updateAudienceInputSchema, args.input);
  return editHeader(caller, target, async (header) => {
    const [stored] = await knownAudience(caller, [audience]);
    return { audience: withReplaced(header.audience ?? [], audience.id, byId, 'Audience', () => stored!) };
  });
}

export async function removeAudience(caller: Caller, args: Args) {
  const { id, ...target } = parseInput(removeTemplateEntryInputSchema, args.input);
  return editHeader(caller, target, (header) => ({ audience: withReplaced(header.audience ?? [], id, byId, 'Audience') }));
}

export async function addSharedProgram(caller: Caller, args: Args) {
  const { program, ...target } = parseInput(addSharedProgramInputSchema, args.input);
  return editHeader(caller, target, async (header) => ({
    sharedWithPrograms: withAdded(header.sharedWithPrograms ?? [], (await knownPrograms(caller, [program]))[0]!, byId, 'Shared program'),
  }));
}

export async function updateSharedProgram(caller: Caller, args: Args) {
  const { program, ...target } = parseInput(updateSharedProgramInputSchema, args.input);
  return editHeader(caller, target, async (header) => {
    const [stored] = await knownPrograms(caller, [program]);
    return { sharedWithPrograms: withReplaced(header.sharedWithPrograms ?? [], program.id, byId, 'Shared program', () => stored!) };
  });
}

export async function removeSharedProgram(caller: Caller, args: Args) {
  const { id, ...target } = parseInput(removeTemplateEntryInputSchema, args.input);
  return editHeader(caller, target, (header) => ({
    sharedWithPrograms: withReplaced(header.sharedWithPrograms ?? [], id, byId, 'Shared program'),
  }));
}

export async function addFormRole(caller: Caller, args: Args) {
  const { role, ...target } = parseInput(addFormRoleInputSchema, args.input);
  const added = { id: role.id ?? randomUUID(), name: role.name };
  return editHeader(caller, target, (header) => ({ rolesV2: withAdded(header.rolesV2 ?? [], added, byId, 'Form role') }));
}

export async function updateFormRole(caller: Caller, args: Args) {
  const { id, name, ...target } = parseInput(updateFormRoleInputSchema, args.input);
  return editHeader(caller, target, (header) => ({
    rolesV2: withReplaced(header.rolesV2 ?? [], id, byId, 'Form role', (role) => ({ ...role, name })),
  }));
}

export async function removeFormRole(caller: Caller, args: Args) {
  const { id, ...target } = parseInput(removeTemplateEntryInputSchema, args.input);
  return editHeader(caller, target, (header) => ({ rolesV2: withReplaced(header.rolesV2 ?? [], id, byId, 'Form role') }));
}

export async function addPermission(caller: Caller, args: Args) {
  const { permission, ...target } = parseInput(addPermissionInputSchema, args.input);
  return editHeader(caller, target, (header) => ({
    permissions: withAdded(header.permissions ?? [], permission, permissionKey, 'Permission'),
  }));
}

/** Replaces the permission of the same action, role and subform (its label, statuses and scope). */
export async function updatePermission(caller: Caller, args: Args) {
  const { permission, ...target } = parseInput(updatePermissionInputSchema, args.input);
  return editHeader(caller, target, (header) => ({
    permissions: withReplaced(header.permissions ?? [], permissionKey(permission), permissionKey, 'Permission', () => permission),
  }));
}

export async function removePermission(caller: Caller, args: Args) {
  const { actionId, roleId, subformElementId, ...target } = parseInput(removePermissionInputSchema, args.input);
  const key = permissionKey({ action: { id: actionId }, roleId, subformElementId });
  return editHeader(caller, target, (header) => ({ permissions: withReplaced(header.permissions ?? [], key, permissionKey, 'Permission') }));
}

/** Sets the settings of each action given (replacing that action's, or adding it); the others stay. */
export async function updateActionSettings(caller: Caller, args: Args) {
  const { settings, ...target } = parseInput(updateActionSettingsInputSchema, args.input);
  return editHeader(caller, target, (header) => {
    const given = new Map(settings.map((setting) => [setting.action, setting]));
    const kept = (header.actionSettings ?? []).filter((setting) => !given.has(setting.action));
    return { actionSettings: [...kept, ...given.values()] };
  });
}

/** Adds one action's settings; BAD_USER_INPUT when that action has settings already (update them instead). */
export async function addActionSettings(caller: Caller, args: Args) {
  const { settings, ...target } = parseInput(addActionSettingsInputSchema, args.input);
  return editHeader(caller, target, (header) => ({ actionSettings: withAdded(header.actionSettings ?? [], settings, byAction, 'Action settings of') }));
}

/** Removes one action's settings (the action behaves as it does without any); NOT_FOUND when it has none. */
export async function removeActionSettings(caller: Caller, args: Args) {
  const { action, ...target } = parseInput(removeActionSettingsInputSchema, args.input);
  return editHeader(caller, target, (header) => ({ actionSettings: withReplaced(header.actionSettings ?? [], action, byAction, 'Action settings of') }));
}
