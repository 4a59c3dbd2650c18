import { createHash } from 'node:crypto';
import type { FormRecord, TemplateRecord } from '../../data/entities';
import { addSubWorkflowChild, findFormConsistently } from '../../data/sub-workflows-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import { createFormFromTemplate, startEffectsOf } from '../new-form';
import { enteredAtOf, workflowOfForm } from '../workflow-runtime';
import { announceEffects } from './announce';
import { stillInStay } from './effect-arrival';
import { done, type EffectContext, type EffectRunner, type FollowUp } from './effect-runner';
import { parentMovedOn } from './sub-workflow-stop';

/** The latest published version of a template's group: a sub-workflow's child starts from it. */
async function latestPublishedVersion(templateId: string): Promise<TemplateRecord | undefined> {
  const named = await findTemplate(templateId);
  const group = named ? await findTemplateGroup(named.groupId) : undefined;
  const latestId = group?.status === 'ARCHIVED' ? undefined : group?.latestPublishedTemplateId;
  return latestId ? findTemplate(latestId) : undefined;
}

/** How deep sub-workflows may nest: a template that starts itself would otherwise start children forever. */
export const maxSubWorkflowDepth = 5;

/** Whether a form already sits `maxSubWorkflowDepth` sub-workflows deep (its parents read one by one). */
async function nestedTooDeep(form: FormRecord): Promise<boolean> {
  let at: FormRecord | undefined = form;
  for (let depth = 0; at?.parentFormId; depth += 1) {
    if (depth + 1 >= maxSubWorkflowDepth) return true;
    at = await findFormConsistently(at.parentFormId);
  }
  return false;
}

/** The id of the child an effect starts: it follows from the effect, so a second run finds the same child. */
export function childIdOf(effectId: string): string {
  const hex = createHash('sha256').update(`sub-workflow-child:${effectId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const templateNameOf = (context: EffectContext) => context.effect.label.replace(/^Sub-workflow: /, '');

/** The halt of the parent whose child could not start (unless it has moved on meanwhile). */
function failStart(context: EffectContext, reason: string): FollowUp[] {
  const { form, now } = context;
  const message = `Sub-workflow ${templateNameOf(context)} could not start: ${reason}`;
  return [{ halt: { formId: form.id, expected: { status: form.status, enteredAt: enteredAtOf(form) }, status: 'ERROR', message, now } }];
}

/** A child created (or found, on a second run) for the effect, from the latest published version of its template. */
async function childOf(context: EffectContext, template: TemplateRecord): Promise<FormRecord> {
  const { effect, form, now } = context;
  const id = childIdOf(effect.id);
  return (await findFormConsistently(id)) ?? createFormFromTemplate({ template, owner: form.owner, parentFormId: form.id, now, id });
}

/**
 * Starts the child form of the state a form arrived in, when the state has a sub-workflow: from the latest
 * published version of the configured template, owned by the parent's owner, under the parent; the child is
 * recorded on the parent with the stay that started it, then its own start's effects are announced. A parent that
 * moved on before the child was recorded gets no child: the child is stopped at once.
 */
export const startSubWorkflowRunner: EffectRunner = {
  async run(context) {
    const { form: parent } = context;
    if (!stillInStay(context)) return done('The form moved on first.');
    if (await nestedTooDeep(parent)) return { outcome: 'failed', note: 'Nested too deep.', followUps: failStart(context, `sub-workflows may nest at most ${maxSubWorkflowDepth} deep.`) };
    const config = await subWorkflowTemplateOf(context);
    const template = config ? await latestPublishedVersion(config) : undefined;
    if (!template) return { outcome: 'failed', note: 'No published version.', followUps: failStart(context, 'its template has no published version.') };
    const child = await childOf(context, template);
    const listed = parent.subWorkflowChildren?.some((ref) => ref.formId === child.id);
    if (!listed && !(await addSubWorkflowChild(parent, { formId: child.id, status: parent.status, enteredAt: enteredAtOf(parent) }))) {
      return { outcome: 'done', note: parentMovedOn, followUps: [{ halt: { formId: child.id, expected: { status: child.status, enteredAt: enteredAtOf(child) }, status: 'STOPPED', message: parentMovedOn, now: context.now } }] };
    }
    await announceEffects(context.queue, child.id, startEffectsOf(child));
    return done(`Child form ${child.autoId ?? child.id} started.`);
  },
  giveUp: (context, reason) => failStart(context, reason),
};

/** The template id the state's sub-workflow starts from, as the form's workflow says. */
async function subWorkflowTemplateOf(context: EffectContext): Promise<string | undefined> {
  const workflow = workflowOfForm(context.form);
  const node = workflow ? (await workflow).record.flow.nodes.find((candidate) => candidate.id === context.effect.arrival.status) : undefined;
  return node?.type === 'state' ? node.data.subWorkflowConfig?.templateId : undefined;
}
