import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { locationProblem } from '../../../schema/src/forms/answer-checks';
import { importFormsInputSchema } from '../../../schema/src/mappers/inputs';
import { answerOfCell } from '../../../schema/src/mappers/import-cells';
import type { Question } from '../../../schema/src/template/model';
import { questionsOf } from '../../../schema/src/template/questions';
import { authorization } from '../../authz/service';
import type { FormRecord, ResponseRecord, TemplateRecord, UserRecord } from '../../data/entities';
import { createFormWithResponses } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import { templateIndexOf } from '../../forms/answers/writable-form';
import { formTuples } from '../../forms/form-access';
import { newFormRecord, nextAutoId } from '../../forms/new-form';
import { startingPoint } from '../../forms/workflow-runtime';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanCreate } from '../../templates/template-access';
import { importStatusesOf, ownersByUsername } from '../import-targets';
import { metrics } from '../telemetry';

type ImportRow = ReturnType<typeof importFormsInputSchema.parse>['rows'][number];

interface CheckedRow {
  rowNumber: number;
  problems: string[];
  owner?: UserRecord;
  status: string;
  answers: Array<{ questionId: string; value: ResponseRecord['value'] }>;
}

/** One row against the template: its owner, its status, and each answer (a question answered once per form, whose cell reads as its answer). */
function checkRow(row: ImportRow, context: { template: TemplateRecord; questions: Map<string, Question>; statuses: string[]; owners: Map<string, UserRecord>; today: Date }): CheckedRow {
  const problems: string[] = [];
  const owner = context.owners.get(row.owner);
  if (!owner) problems.push(row.owner ? `Owner: no active user ${row.owner}` : 'Owner: give a username');
  if (!row.status) problems.push('Status: give one');
  else if (!context.statuses.includes(row.status)) problems.push(`Status: ${row.status} is not one of ${context.statuses.join(', ')}`);
  const answers: CheckedRow['answers'] = [];
  for (const [questionId, cell] of Object.entries(row.answers)) {
    const question = context.questions.get(questionId);
    const misplaced = question ? locationProblem(templateIndexOf(context.template), questionId, {}) : null;
    if (!question || misplaced) {
      problems.push(`${questionId}: not a question answered once per form of this template`);
      continue;
    }
    const read = answerOfCell(question, cell, context.today);
    if (!read) continue;
    if ('problem' in read) problems.push(`${question.title}: ${read.problem}`);
    else answers.push({ questionId, value: read.value });
  }
  return { rowNumber: row.rowNumber, problems, ...(owner ? { owner } : {}), status: row.status, answers };
}

/** Stores one valid row as a form, as a start stores one (tuples first, then the item, counted in its totals), with its answers on it. */
async function importRow(caller: Caller, template: TemplateRecord, row: CheckedRow & { owner: UserRecord }, workflowVersionId: string | undefined): Promise<string> {
  const now = new Date().toISOString();
  const owner = { userId: row.owner.userId, firstName: row.owner.firstName, lastName: row.owner.lastName, email: row.owner.email, campusCode: row.owner.campusCode };
  const id = randomUUID();
  const record = newFormRecord({ template, owner, now, id, autoId: await nextAutoId(template), start: { status: row.status, ...(workflowVersionId ? { workflowVersionId } : {}) } });
  const form: FormRecord = row.answers.length > 0 ? { ...record, lastSaved: now } : record;
  const responses: ResponseRecord[] = row.answers.map((answer) => ({ formId: id, ...answer, version: 1, lastSaved: now, savedBy: caller.userId, createdAt: now }));
  await authorization().write(formTuples(form), []);
  await createFormWithResponses(form, responses);
  return id;
}

/**
 * importForms (the template's program or campus admins): every row checked first; unless dryRun, each valid row is
 * stored as a form in its status with its owner and answers. Imported forms arrive in their state without its
 * effects (no notifications, timers or integration calls: they record work already done).
 */
export async function importForms(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(importFormsInputSchema, args.input);
  const template = await findTemplate(input.templateId);
  if (!template) throw notFound('Template', input.templateId);
  await assertCanCreate(caller, { campusCode: template.campusCode, programId: template.programId ?? null });
  if (template.status !== 'PUBLISHED') throw badUserInput('Forms can only be imported into a published template.', { templateId: template.id });
  const [statuses, owners, start] = await Promise.all([
    importStatusesOf(template.workflowVersionId),
    ownersByUsername(input.rows.map((row) => row.owner).filter(Boolean)),
    startingPoint(template.workflowVersionId),
  ]);
  const context = { template, questions: new Map(questionsOf(template).map((question) => [question.id, question])), statuses, owners, today: new Date() };
  const checked = input.rows.map((row) => checkRow(row, context));
  const rows: Array<{ rowNumber: number; formId: string | null; problems: string[] }> = [];
  for (const row of checked) {
    const importable = row.problems.length === 0 && row.owner !== undefined;
    const formId = importable && !input.dryRun ? await importRow(caller, template, { ...row, owner: row.owner! }, start?.workflowVersionId) : null;
    rows.push({ rowNumber: row.rowNumber, formId, problems: row.problems });
  }
  const accepted = rows.filter((row) => row.problems.length === 0).length;
  if (!input.dryRun) metrics.addMetric('FormsImported', MetricUnit.Count, accepted);
  return { accepted, rejected: rows.length - accepted, rows, statuses };
}
