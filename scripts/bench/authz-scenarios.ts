import type { CheckRequest } from '../../functions/authz/authorization-service';
import type { ObjectFacts, TupleKey } from '../../functions/authz/engine/types';

/** The form the benchmark asks about, and how it is placed (as startForm places a form). */
export const benchForm = 'form:bench-inspection';

/** The tuples the scenarios need beyond the demo data: the form, and a reviewer role with its permission. */
export const scenarioTuples: TupleKey[] = [
  { user: 'template_group:tg-lab-safety-inspection', relation: 'template', object: benchForm },
  { user: 'program:prog-01-lab-safety', relation: 'program', object: benchForm },
  { user: 'campus:01', relation: 'campus', object: benchForm },
  { user: 'user:user-staff-one', relation: 'owner', object: benchForm },
  { user: 'program:prog-01-lab-safety', relation: 'node', object: 'role:bench-reviewer' },
  { user: 'user:bench-reviewer', relation: 'member', object: 'role:bench-reviewer' },
  {
    user: 'role:bench-reviewer#member',
    relation: 'editor',
    object: 'template_group:tg-lab-safety-inspection',
    condition: { name: 'status_in', context: { statuses: ['under_review'] } },
  },
];

/** "Can this user update this form in this status?" along each path the product uses. */
export const scenarios: Array<{ name: string; request: CheckRequest; expected: boolean }> = [
  {
    name: 'owner, draft',
    request: { user: 'user:user-staff-one', relation: 'can_update', object: benchForm, context: { status: 'draft' } },
    expected: true,
  },
  {
    name: 'program role, under_review',
    request: { user: 'user:bench-reviewer', relation: 'can_update', object: benchForm, context: { status: 'under_review' } },
    expected: true,
  },
  {
    name: 'campus admin, submitted',
    request: { user: 'user:user-campus-admin', relation: 'can_update', object: benchForm, context: { status: 'submitted' } },
    expected: true,
  },
  {
    name: 'no relation (denied)',
    request: { user: 'user:user-staff-two', relation: 'can_update', object: benchForm, context: { status: 'draft' } },
    expected: false,
  },
];

/**
 * The bench form's own tuples as the product passes them since issue 13: facts from the form item
 * (functions/forms/document-role-tuples.ts), so the check reads none of the form's tuples from the store.
 */
export const benchFormFacts: ObjectFacts[] = [
  {
    object: benchForm,
    relations: ['template', 'program', 'campus', 'parent', 'owner', 'role_viewer', 'role_editor'],
    tuples: scenarioTuples.filter((tuple) => tuple.object === benchForm),
  },
];
