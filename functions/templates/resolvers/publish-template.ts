import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { publishTemplateInputSchema } from '../../../schema/src/inputs/templates';
import { templateChanges, type TemplateChange } from '../../../schema/src/template/diff-templates';
import { templateProblems } from '../../../schema/src/template/validate-template';
import type { OutcomeGroupRecord, TemplateGroupRecord, TemplateNodeRecord, TemplateRecord } from '../../data/entities';
import { listOutcomeGroups } from '../../data/outcomes-repository';
import { saveGroupIf, sealDraft, setHeader, StaleEdit, unsealDraft } from '../../data/template-authoring-repository';
import { assembleTemplate } from '../../data/template-nodes';
import { findTemplate, findTemplateGroup, forgetTemplate, readTemplate, readTemplateItems } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { editableDraft } from '../editable-draft';
import { withGroupFacts } from '../template-access';
import { widenOwnerStatusesForWorkflow } from '../owner-workflow-statuses';
import { syncStarters } from '../starter-sync';
import { metrics } from '../telemetry';
import { subformLookups } from '../subform-lookups';

const changedMeanwhile = 'This draft changed while it was being published. Review the changes and publish again.';

/** What a node's place and content are: two reads with the same signatures saw the same template. */
const signatureOf = (nodes: TemplateNodeRecord[]) =>
  nodes.map((node) => `${node.nodeId}|${node.version}|${node.parentId}|${node.position}`).sort().join('\n');
/** The same for outcome groups (each edit of a group or its outcomes moves its version on). */
const outcomeSignatureOf = (groups: OutcomeGroupRecord[]) => groups.map((group) => `${group.groupId}|${group.version}`).sort().join('\n');

async function readDraft(caller: Caller, templateId: string) {
  const { header, nodes } = await readTemplateItems(templateId, true);
  const draft = await editableDraft(caller, templateId, header);
  const group = await findTemplateGroup(draft.groupId, true);
  if (!group) throw notFound('Template', draft.groupId);
  if (group.status === 'ARCHIVED') throw badUserInput(`Template ${group.name} is archived: it cannot be published.`, { templateId });
  const outcomeGroups = await listOutcomeGroups(templateId, true);
  return { template: assembleTemplate(draft, nodes), nodes, outcomeGroups, group };
}

/**
 * Checks a draft and, when asked to (`confirm`) and nothing is wrong, publishes it. Without confirm (or with
 * problems) it answers the problems and the changes against the latest published version, publishing
 * nothing: the author reads the change summary before confirming. Publishing: seal the draft (edits are
 * refused meanwhile), read it again and refuse with CONFLICT if it moved since it was checked, let its
 * campus or audience (and the programs it is shared with) start forms from the group, move the group's
 * latest published version (one conditional write), then mark the version PUBLISHED with its change summary and the previous one no longer latest. The previous version
 * stays PUBLISHED and readable: its forms keep using it.
 */
export async function publishTemplate(caller: Caller, args: { input?: unknown }) {
  const { templateId, confirm } = parseInput(publishTemplateInputSchema, args.input);
  const { template, nodes, outcomeGroups, group } = await readDraft(caller, templateId);
  const previous = group.latestPublishedTemplateId ? await findTemplate(group.latestPublishedTemplateId) : undefined;
  const outcomes = outcomeGroups.map((outcomeGroup) => ({ ...outcomeGroup, id: outcomeGroup.groupId }));
  const problems = templateProblems(template, await subformLookups(template), outcomes);
  const changes = templateChanges(previous ?? { pages: [] }, template);
  if (!confirm || problems.length > 0) return { published: false, template: withGroupFacts(template, group), problems, changes };
  await publish(caller, { template, nodes, outcomeGroups, group, changes });
  metrics.addMetric('TemplatesPublished', MetricUnit.Count, 1);
  const published = await readTemplate(templateId);
  if (!published) throw notFound('Template', templateId);
  return { published: true, template: withGroupFacts(published, { ...group, latestPublishedTemplateId: templateId, status: 'PUBLISHED' }), problems, changes };
}

interface Publication {
  template: TemplateRecord;
  nodes: TemplateNodeRecord[];
  outcomeGroups: OutcomeGroupRecord[];
  group: TemplateGroupRecord;
  changes: TemplateChange[];
}

async function publish(caller: Caller, { template, nodes, outcomeGroups, group, changes }: Publication) {
  const now = new Date().toISOString();
  try {
    await sealDraft(template.id, template.revision, now);
  } catch (error) {
    if (error instanceof StaleEdit) throw conflict(changedMeanwhile, { templateId: template.id });
    throw error;
  }
  const again = await readTemplateItems(template.id, true);
  const outcomesAgain = await listOutcomeGroups(template.id, true);
  if (signatureOf(again.nodes) !== signatureOf(nodes) || outcomeSignatureOf(outcomesAgain) !== outcomeSignatureOf(outcomeGroups)) {
    await unsealDraft(template.id, now);
    throw conflict(changedMeanwhile, { templateId: template.id });
  }
  await syncStarters(template);
  // Owners follow their forms through every state of the workflow this version brings.
  if (template.workflowVersionId) await widenOwnerStatusesForWorkflow(group.groupId, template.workflowVersionId);
  const previousId = group.latestPublishedTemplateId;
  const published = {
    ...group,
    name: template.name,
    showOnHomepage: template.showOnHomepage,
    ...(template.description ? { description: template.description } : {}),
    latestPublishedTemplateId: template.id,
    status: 'PUBLISHED' as const,
    updatedAt: now,
  };
  if (!(await saveGroupIf(published, { attribute: 'latestPublishedTemplateId', value: previousId }))) {
    await unsealDraft(template.id, now);
    throw conflict(changedMeanwhile, { templateId: template.id });
  }
  await setHeader(
    template.id,
    { status: 'PUBLISHED', isLatest: true, changeSummary: changes, publishedAt: now, publishedBy: caller.userId, lastUpdated: now },
    ['sealedAt'],
  );
  if (previousId) {
    await setHeader(previousId, { isLatest: false });
    forgetTemplate(previousId);
  }
}
