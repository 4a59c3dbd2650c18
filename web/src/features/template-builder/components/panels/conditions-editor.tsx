import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { LogicOperator } from '@/gql/graphql';
import type { BuilderNode } from '../../hooks/builder-tree';
import { conditionSources, conditionText } from '../../hooks/panel-choices';
import type { ConditionRef } from '../../hooks/panel-edits';
import { IdSelect } from './id-select';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';

/** An element that can depend on answers (a question, section, repeatable section or static text). */
export type ConditionalNode = Extract<BuilderNode, { dependsOn: unknown }>;

const sameCondition = (a: ConditionRef, b: ConditionRef) => a.questionId === b.questionId && a.optionId === b.optionId;

/**
 * "Show only when": how the conditions combine (AND/OR), the conditions (each can be changed in place with
 * updateCondition, or removed), and the Question and Option fields that add one or change the one chosen.
 */
export function ConditionsEditor({ node, rows, readOnly, edits }: PanelProps<ConditionalNode>) {
  const conditions = (node.dependsOn?.conditions ?? []).map(({ questionId, optionId }) => ({ questionId, optionId }));
  const [logic, setLogic] = useState<LogicOperator>(node.dependsOn?.logic ?? 'AND');
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [changing, setChanging] = useState<ConditionRef | null>(null);
  const picker = useRef<HTMLDivElement>(null);
  const sources = conditionSources(rows, node);
  const source = sources.find((question) => question.id === questionId);
  const chosen = questionId && optionId ? { questionId, optionId } : null;
  // A condition the element has already (other than the one being changed) would be a duplicate.
  const duplicate = chosen !== null && conditions.some((condition) => sameCondition(condition, chosen) && !(changing && sameCondition(condition, changing)));
  useEffect(() => {
    if (changing) picker.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, [changing]);
  const changeLogic = (next: LogicOperator | null) => {
    if (!next || next === logic) return;
    setLogic(next);
    if (conditions.length > 0) edits.save({ dependsOn: { logic: next, conditions } });
  };
  const pick = (condition: ConditionRef | null) => {
    setQuestionId(condition?.questionId ?? null);
    setOptionId(condition?.optionId ?? null);
  };
  const startChanging = (condition: ConditionRef) => {
    setChanging(condition);
    pick(condition);
  };
  const stopChanging = () => {
    const was = changing;
    setChanging(null);
    pick(null);
    if (was) document.getElementById(changeButtonId(node.id, was))?.focus();
  };
  const submit = () => {
    if (!chosen || duplicate) return;
    if (changing) edits.updateCondition(changing, chosen);
    else edits.addCondition(chosen, logic);
    setChanging(null);
    pick(null);
  };
  return (
    <PanelGroup title="Show only when">
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={logic}
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 0.75, fontSize: '0.8125rem', lineHeight: 1.3 } }}
        disabled={readOnly}
        onChange={(_event, next: LogicOperator | null) => changeLogic(next)}
        aria-label="How the conditions combine"
      >
        <ToggleButton value="AND">All of these (AND)</ToggleButton>
        <ToggleButton value="OR">Any of these (OR)</ToggleButton>
      </ToggleButtonGroup>
      {conditions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No conditions: always shown.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Conditions">
          {conditions.map((condition) => {
            const text = conditionText(rows, condition);
            const selected = changing !== null && sameCondition(changing, condition);
            return (
              <ListItem
                key={`${condition.questionId}/${condition.optionId}`}
                disableGutters
                sx={{ pr: 10, ...(selected ? { bgcolor: 'action.selected', borderRadius: 1 } : {}) }}
                secondaryAction={
                  <>
                    <IconButton id={changeButtonId(node.id, condition)} aria-label={`Change condition ${text}`} disabled={readOnly} onClick={() => startChanging(condition)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`Remove condition ${text}`} disabled={readOnly} onClick={() => edits.removeCondition(condition)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={text} secondary={selected ? 'Changing: choose its new question and option below.' : null} />
              </ListItem>
            );
          })}
        </List>
      )}
      <Stack spacing={2} ref={picker}>
        <IdSelect
          label="Question"
          value={questionId}
          choices={sources.map((question) => ({ id: question.id, label: question.title }))}
          disabled={readOnly}
          emptyText="No option questions to depend on yet."
          onChange={(id) => {
            setQuestionId(id);
            setOptionId(null);
          }}
        />
        <IdSelect label="Option" value={optionId} choices={(source?.options ?? []).map((option) => ({ id: option.id, label: option.label }))} disabled={readOnly || !source} onChange={setOptionId} />
      </Stack>
      {duplicate ? (
        <Typography variant="body2" color="error" role="status">
          This element already depends on that option.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {changing ? (
          <>
            <Button startIcon={<SaveIcon />} variant="contained" disabled={readOnly || !chosen || duplicate || sameCondition(changing, chosen)} onClick={submit}>
              Save condition
            </Button>
            <Button onClick={stopChanging}>Cancel</Button>
          </>
        ) : (
          <Button startIcon={<AddIcon />} variant="outlined" disabled={readOnly || !chosen || duplicate} onClick={submit}>
            Add condition
          </Button>
        )}
      </Box>
    </PanelGroup>
  );
}

/** The id of a condition's Change button, to give it the focus back when its change is cancelled. */
function changeButtonId(elementId: string, condition: ConditionRef) {
  return `change-condition-${elementId}-${condition.questionId}-${condition.optionId}`;
}
