import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { AssessmentType } from '@/gql/graphql';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOutcomeGroups } from '../api/outcome-groups';
import { useOutcomesTemplate } from '../api/outcomes-template';
import { assessmentTypeLabels, assessmentTypes, optionQuestionsOf, outcomeSummary, type EditorGroup } from '../hooks/outcome-draft';
import { useOutcomeSaves, type OutcomeSaves } from '../hooks/use-outcome-saves';
import type { ConditionChoices } from './conditions-editor';
import { OutcomeGroupCard } from './outcome-group-card';

/** The hint on the outcomes tab of a version that is not a draft. */
export const outcomesDraftHint = 'This version is not a draft: start a draft in the builder to change its outcomes.';

function AddGroupForm({ saves }: { saves: OutcomeSaves }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<AssessmentType>('RISK');
  const submit = async () => {
    if (await saves.addGroup(name.trim(), type)) setName('');
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" aria-label="New outcome group" onSubmit={(event) => { event.preventDefault(); void submit(); }} sx={{ flexDirection: 'row', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label="New group name" value={name} onChange={(event) => setName(event.target.value)} />
        <TextField select size="small" label="Group type" value={type} onChange={(event) => setType(event.target.value as AssessmentType)} sx={{ minWidth: 160 }}>
          {assessmentTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {assessmentTypeLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!name.trim() || saves.saving}>
          Add outcome group
        </Button>
      </Stack>
    </Paper>
  );
}

/** The outcomes a number condition may compare: the number and calculated outcomes of every group. */
function numberChoices(groups: readonly EditorGroup[]) {
  return groups.flatMap((group) =>
    group.outcomes.filter((outcome) => outcome.type === 'NUMBER' || outcome.type === 'CALCULATED').map((outcome) => ({ id: outcome.id, label: `${group.name}: ${outcomeSummary(outcome, group)}` })),
  );
}

/** The studio template's Outcomes tab: its outcome groups with their outcomes, conditions, risk levels and scales. */
export function OutcomesEditorPage({ templateId }: { templateId: string }) {
  const templateQuery = useOutcomesTemplate(templateId);
  const groupsQuery = useOutcomeGroups(templateId);
  const saves = useOutcomeSaves(templateId, groupsQuery.refetch);
  const template = templateQuery.data?.templateById;
  const questions = useMemo(() => (template ? optionQuestionsOf(template) : []), [template]);
  useDocumentTitle(template ? `Outcomes · ${template.name}` : 'Outcomes');
  if ((templateQuery.loading && !templateQuery.data) || (groupsQuery.loading && !groupsQuery.data)) return <PageLoading />;
  if (templateQuery.error && !template) return <QueryErrorPage error={templateQuery.error} />;
  if (!template) return <NotFoundPage message={`Template ${templateId} was not found.`} />;
  if (groupsQuery.error && !groupsQuery.data) return <QueryErrorPage error={groupsQuery.error} />;
  const readOnly = template.status !== 'DRAFT';
  const groups = groupsQuery.data?.outcomeGroupsByTemplate ?? [];
  const choices: ConditionChoices = { questions, outcomes: numberChoices(groups) };
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Outcomes
      </Typography>
      <Typography color="text.secondary">
        What a completed form yields: outcome groups of risks, numbers, texts, trainings and more, each outcome shown when its conditions hold.
      </Typography>
      {readOnly ? <Alert severity="info">{outcomesDraftHint}</Alert> : null}
      {saves.error ? (
        <Alert severity="error" onClose={saves.clearError}>
          {saves.error}
        </Alert>
      ) : null}
      {readOnly ? null : <AddGroupForm saves={saves} />}
      {groups.length === 0 ? <Typography color="text.secondary">There are no outcome groups yet.</Typography> : null}
      {groups.map((group) => (
        <OutcomeGroupCard key={group.id} group={group} readOnly={readOnly} saves={saves} choices={choices} />
      ))}
    </Stack>
  );
}
