import { commentActionId, formActions } from '../template/form-actions';

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
}

/** Statuses the owner may submit in, and delete in, when the template grants submit or delete to nobody. */
export const ownerSubmitStatuses: readonly string[] = ['draft', 'revisions_requested'];
export const ownerDeleteStatuses: readonly string[] = ['draft'];

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

function ownerDefault(actionId: string, status: string): boolean {
  if (actionId === 'submit') return ownerSubmitStatuses.includes(status);
  if (actionId === 'copy') return true;
  if (actionId === 'delete') return ownerDeleteStatuses.includes(status);
  return false;
}

/** Whether the caller may run one action now: by a role the template grants it to, or by the owner's defaults. */
export function mayRunAction(actionId: string, caller: ActionCaller): boolean {
  const grants = caller.template.permissions.filter((permission) => formLevel(permission) && permission.action.id === actionId);
  if (grants.length === 0) return caller.isOwner && ownerDefault(actionId, caller.status);
  return grants.some((grant) => caller.roleIds.includes(grant.roleId) && grant.statuses.includes(caller.status));
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

/** The roles a template's permissions name (the only roles whose membership matters for its actions). */
export function rolesNamedBy(template: ActionTemplate): string[] {
  return [...new Set(template.permissions.map((permission) => permission.roleId))];
}
