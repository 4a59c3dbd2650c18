import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LogicOperator } from '@/gql/graphql';
import type { BuilderNode } from '../../hooks/builder-tree';
import { conditionSources, conditionText } from '../../hooks/panel-choices';
import { IdSelect } from './id-select';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';

/** An element that can depend on answers (a question, section, repeatable section or static text). */
export type ConditionalNode = Extract<BuilderNode, { dependsOn: unknown }>;

/** "Show only when": how the conditions combine (AND/OR), the conditions, and a row to add one. */
export function ConditionsEditor({ node, rows, readOnly, edits }: PanelProps<ConditionalNode>) {
  const conditions = node.dependsOn?.conditions ?? [];
  const [logic, setLogic] = useState<LogicOperator>(node.dependsOn?.logic ?? 'AND');
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const sources = conditionSources(rows, node);
  const source = sources.find((question) => question.id === questionId);
  const changeLogic = (next: LogicOperator | null) => {
    if (!next || next === logic) return;
    setLogic(next);
    if (conditions.length > 0) edits.save({ dependsOn: { logic: next, conditions: conditions.map(({ questionId: q, optionId: o }) => ({ questionId: q, optionId: o })) } });
  };
  const add = () => {
    if (!questionId || !optionId) return;
    edits.addCondition({ questionId, optionId }, logic);
    setQuestionId(null);
    setOptionId(null);
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
            return (
              <ListItem
                key={`${condition.questionId}/${condition.optionId}`}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove condition ${text}`} disabled={readOnly} onClick={() => edits.removeCondition({ questionId: condition.questionId, optionId: condition.optionId })}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={text} />
              </ListItem>
            );
          })}
        </List>
      )}
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
      <Button startIcon={<AddIcon />} variant="outlined" disabled={readOnly || !questionId || !optionId} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        Add condition
      </Button>
    </PanelGroup>
  );
}
