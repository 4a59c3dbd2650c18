import { z } from 'zod';
import { deepDiveFormsSchema } from '../../../schema/src/explorer/explorer-inputs';
import { selectedOptionIds } from '../../../schema/src/template/answers';
import { evaluateVisibility, planOf } from '../../../schema/src/template/visibility-plan';
import { templateIndexOf } from '../../forms/answers/writable-form';
import { decodeListCursor, encodeListCursor } from '../../../schema/src/paging/list-cursor';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { eachNewestForm, maxDeepDiveForms } from '../deep-dive/answer-source';
import { deepDiveTarget } from '../deep-dive/deep-dive-target';

const pageSize = 25;
/** Forms one request examines at most; a page that found fewer ends short, with its cursor. */
const maxExaminedPerPage = 1_000;

const positionSchema = z.strictObject({ after: z.strictObject({ createdDate: z.string().max(40), id: z.string().max(200) }), scanned: z.number().int().min(0) });

/**
 * deepDiveForms: the forms behind one bar, newest first, among the same newest forms the deep dive counts (so the
 * bar's number and its forms agree): those where the question showed and the option was chosen (or, without an
 * option, nothing was).
 */
export async function deepDiveForms(caller: Caller, args: unknown) {
  const input = parseInput(deepDiveFormsSchema, (args as { input?: unknown }).input);
  const { template } = await deepDiveTarget(caller, input.programId, input.templateGroupId);
  const scope = { list: 'deepDiveForms', scope: `${input.templateGroupId}:${input.questionId}:${input.optionId ?? '-'}` };
  let start: z.infer<typeof positionSchema> | undefined;
  if (input.cursor) {
    const decoded = decodeListCursor(input.cursor, scope, positionSchema);
    if (!decoded.ok) throw badUserInput(`cursor: ${decoded.problem}`, { field: 'cursor' });
    start = decoded.position;
  }
  const scannedBefore = start?.scanned ?? 0;
  const plan = planOf(templateIndexOf(template));
  const docs: Array<{ id: string; autoId: string | null; name: string; status: string; createdDate: string }> = [];
  let lastKept: { id: string; createdDate: string } | undefined;
  let more = false;
  const walk = await eachNewestForm(
    input.templateGroupId,
    Math.min(maxExaminedPerPage, maxDeepDiveForms - scannedBefore),
    (form, answers) => {
      if (!evaluateVisibility(plan, answers).has(input.questionId)) return;
      const selected = selectedOptionIds(answers, input.questionId);
      if (input.optionId ? !selected.includes(input.optionId) : selected.length > 0) return;
      if (docs.length === pageSize) {
        more = true;
        return false;
      }
      docs.push({ id: form.id, autoId: form.autoId ?? null, name: form.name, status: form.status, createdDate: form.createdDate });
      lastKept = { id: form.id, createdDate: form.createdDate };
    },
    start?.after,
  );
  // Full page: go on after its last form. Budget spent: after the last form examined. The window's end: done.
  const scanned = scannedBefore + (more ? walk.read - 1 : walk.read);
  const next = more && lastKept ? lastKept : !walk.ended && scanned < maxDeepDiveForms ? walk.last : undefined;
  return { docs, nextCursor: next ? encodeListCursor(scope, { after: next, scanned }) : null, scanned };
}
