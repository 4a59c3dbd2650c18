import { commentActionId, formActions } from '../template/form-actions';
import type { TemplatePermission } from '../template/model';

/** A template permission as the action rules read it: a role may run an action in some statuses. */
export interface ActionPermission {
  action: { id: string };
  roleId: string;
  statuses: readonly string[];
  subformElementId?: string | null;
}

/** An action's settings on a template: validation, primary button, confirmation modal and toasts. */
export interface ActionSettingLike {
  action: string;
  validation: boolean;
  isPrimaryBtn: boolean;
  modal?: ActionModal | null;
  toast?: { successMessage?: string | null; errorMessage?: string | null } | null;
}

export interface ActionModal {
  title: string;
  message: string;
  primaryLabel: string;
  secondaryLabel: string;
  isDestructive: boolean;
}

/** What the rules need of a template version. */
export interface ActionTemplate {
  permissions: readonly ActionPermission[];
  actionSettings: readonly ActionSettingLike[];
}

/** An action the caller may run on a form now, with how the page offers it. */
export interface AvailableAction {
  id: string;
  label: string;
  primary: boolean;
  /** Whether the form's required questions must be answered first. */
  validation: boolean;
  modal: ActionModal | null;
  toast: { successMessage: string; errorMessage: string };
}

/** Who asks and where the form stands. */
export interface ActionCaller {
  template: ActionTemplate;
  status: string;
  isOwner: boolean;
  /** The roles the caller is a member of (among those the template's permissions name). */
  roleIds: readonly string[];
  /** Whether the caller may start forms of the template (copying is starting: see copy below). */
  mayStart?: boolean;
}

/**
 * The built-in role of a form's owner. A template grants an event to its owner by naming this role in its
 * permissions, like any other role: nothing is the owner's by default, so a forgotten grant fails closed.
 */
export const ownerRoleId = 'owner';

/** What a new template grants its owner: submit a draft, and again when revisions are requested; delete a draft. */
export function ownerDefaultGrants(): TemplatePermission[] {
  return [
    { action: { id: 'submit', label: 'Submit' }, roleId: ownerRoleId, statuses: ['draft', 'revisions_requested'], scope: 'global' },
    { action: { id: 'delete', label: 'Delete' }, roleId: ownerRoleId, statuses: ['draft'], scope: 'global' },
  ];
}

const defaultSuccess: Record<string, string> = { submit: 'Submitted.', copy: 'Copied.', delete: 'Deleted.' };

/** Deleting removes the form for good: it asks first unless the template says otherwise. */
const deleteModal: ActionModal = {
  title: 'Delete this form?',
  message: 'The form and its answers will be removed. This cannot be undone.',
  primaryLabel: 'Delete',
  secondaryLabel: 'Cancel',
  isDestructive: true,
};

// Grants on a subform element are about that subform's forms, not about this form's buttons.
const formLevel = (permission: ActionPermission) => !permission.subformElementId;

/** The roles the caller holds for this form: the template roles they are a member of, and `owner` if theirs. */
export const heldRoles = (caller: ActionCaller): readonly string[] => (caller.isOwner ? [...caller.roleIds, ownerRoleId] : caller.roleIds);

/** The form-level grants of one action or event. */
export const grantsOf = (actionId: string, template: ActionTemplate) =>
  template.permissions.filter((permission) => formLevel(permission) && permission.action.id === actionId);

/** Whether a template grants an action to a role the caller holds, in the form's status. Granted to nobody: no one. */
export function isGranted(actionId: string, caller: ActionCaller): boolean {
  const roles = heldRoles(caller);
  return grantsOf(actionId, caller.template).some((grant) => roles.includes(grant.roleId) && grant.statuses.includes(caller.status));
}

/**
 * Whether the caller may run one action now. Copy makes a new form of the caller's own, so it is a start:
 * whoever may start the template and read the form may copy it, and grants of copy (if any) narrow it to
 * their roles and statuses. Every other action needs a grant.
 */
export function mayRunAction(actionId: string, caller: ActionCaller): boolean {
  if (actionId !== 'copy') return isGranted(actionId, caller);
  if (!caller.mayStart) return false;
  return grantsOf('copy', caller.template).length === 0 || isGranted('copy', caller);
}

/** An action as the page offers it: its setting's primary flag, validation, modal and toasts, or the defaults. */
export function presentation(action: { id: string; label: string }, setting: ActionSettingLike | undefined, submitLeads: boolean): AvailableAction {
  const success = setting?.toast?.successMessage?.trim() || defaultSuccess[action.id] || `${action.label} done.`;
  const error = setting?.toast?.errorMessage?.trim() || `Could not ${action.label.toLowerCase()} this form.`;
  return {
    id: action.id,
    label: action.label,
    primary: setting?.isPrimaryBtn ?? (submitLeads && action.id === 'submit'),
    validation: setting ? setting.validation : action.id === 'submit',
    modal: setting?.modal ?? (action.id === 'delete' ? deleteModal : null),
    toast: { successMessage: success, errorMessage: error },
  };
}

/**
 * The actions the caller may run on a form now, in catalogue order (submit, copy, delete, then the template's
 * own), each presented by its action setting. Comment is not a button: the comments panel runs it. While no
 * setting marks a primary action, submit is the primary one.
 */
export function availableActionsFor(caller: ActionCaller): AvailableAction[] {
  const settings = caller.template.actionSettings;
  const submitLeads = !settings.some((setting) => setting.isPrimaryBtn);
  return formActions(settings)
    .filter((action) => action.id !== commentActionId && mayRunAction(action.id, caller))
    .map((action) => presentation(action, settings.find((setting) => setting.action === action.id), submitLeads));
}

/** The roles a template's permissions name whose membership matters for its actions (the owner role is the form's, not a membership). */
export function rolesNamedBy(template: ActionTemplate): string[] {
  return [...new Set(template.permissions.map((permission) => permission.roleId))].filter((roleId) => roleId !== ownerRoleId);
}

// Copy is governed by who may start the template and comment by the template's comment setting: neither
// needs a grant to run, so neither is reported as granted to nobody.
const runsWithoutGrant = new Set(['copy', commentActionId]);

/**
 * The actions a template grants to no role in any status (form-level grants): they run for nobody, the owner
 * included. The Permissions tab warns about them.
 */
export function ungrantedActions<T extends { id: string }>(actions: readonly T[], permissions: readonly ActionPermission[]): T[] {
  const granted = new Set(permissions.filter((permission) => formLevel(permission) && permission.statuses.length > 0).map((permission) => permission.action.id));
  return actions.filter((action) => !runsWithoutGrant.has(action.id) && !granted.has(action.id));
}

/** The warning naming actions granted to nobody, or null when every action has a role. */
export function ungrantedWarning(actions: ReadonlyArray<{ label: string }>): string | null {
  return actions.length ? `No role can run: ${actions.map((action) => action.label).join(', ')}` : null;
}
