import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ValidationRule } from '@schema/template/model';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';
import { RuleForm } from './rule-form';
import { ruleText } from './rule-choices';

type DateNode = Extract<PanelProps['node'], { __typename: 'DateQuestion' | 'DateRangeQuestion' }>;

const changeButtonId = (questionId: string, ruleId: string) => `change-rule-${questionId}-${ruleId}`;

/**
 * A date or date range question's validation rules: the list in plain words, each changed in place
 * (updateValidationRule) or removed, and the form that adds one or changes the one chosen.
 */
export function ValidationRulesEditor({ node, readOnly, edits }: PanelProps<DateNode>) {
  const range = node.__typename === 'DateRangeQuestion';
  const rules = node.validationRules as ValidationRule[];
  const [changing, setChanging] = useState<ValidationRule | null>(null);
  const cancel = () => {
    const was = changing;
    setChanging(null);
    if (was) document.getElementById(changeButtonId(node.id, was.id))?.focus();
  };
  const save = (rule: Omit<ValidationRule, 'id'>) => {
    if (changing) edits.updateRule(changing.id, rule);
    setChanging(null);
  };
  return (
    <PanelGroup title="Validation rules">
      {rules.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No rules: any date is accepted.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Validation rules">
          {rules.map((rule) => {
            const text = ruleText(rule, range);
            const selected = changing?.id === rule.id;
            return (
              <ListItem
                key={rule.id}
                disableGutters
                sx={{ pr: 10, ...(selected ? { bgcolor: 'action.selected', borderRadius: 1 } : {}) }}
                secondaryAction={
                  <>
                    <IconButton id={changeButtonId(node.id, rule.id)} aria-label={`Change rule ${text}`} disabled={readOnly} onClick={() => setChanging(rule)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`Remove rule ${text}`} disabled={readOnly} onClick={() => edits.removeRule(rule.id)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={text} secondary={selected ? 'Changing: set its new fields below.' : null} />
              </ListItem>
            );
          })}
        </List>
      )}
      <RuleForm key={changing?.id ?? 'new'} range={range} disabled={readOnly} onAdd={edits.addRule} changing={changing} onSave={save} onCancel={cancel} />
    </PanelGroup>
  );
}
