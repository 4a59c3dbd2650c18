import { ownerRoleId, type ActionPermission } from '../forms/available-actions';
import { commentActionId } from '../template/form-actions';

/** What the comment rule reads of a form's template version: its switch and its permissions. */
export interface CommentTemplate {
  allowComments: boolean;
  permissions: readonly ActionPermission[];
}

// Grants on a subform element are about that subform's forms, not about this one.
const commentGrantsOf = (template: CommentTemplate) =>
  template.permissions.filter((permission) => permission.action.id === commentActionId && !permission.subformElementId && permission.statuses.length > 0);

/**
 * The roles whose members may comment somewhere (a platform role, or a document role of the form): the ones to ask
 * the engine about. The owner role is not a membership (the form says whose it is), and a template that does not
 * allow comments names none, so it costs no check.
 */
export function commentRolesNamedBy(template: CommentTemplate): string[] {
  if (!template.allowComments) return [];
  return [...new Set(commentGrantsOf(template).map((grant) => grant.roleId))].filter((roleId) => roleId !== ownerRoleId);
}

/**
 * Whether a person may comment on a form in `status`: the template version allows comments and grants `comment` to
 * a role they hold (`owner` among them when the form is theirs) in that status. Nothing is granted by default:
 * administrators too need a grant, as for workflow events.
 */
export function mayComment(template: CommentTemplate, status: string, heldRoleIds: readonly string[]): boolean {
  if (!template.allowComments) return false;
  return commentGrantsOf(template).some((grant) => heldRoleIds.includes(grant.roleId) && grant.statuses.includes(status));
}
