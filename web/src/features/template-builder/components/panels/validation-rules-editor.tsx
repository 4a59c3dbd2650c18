import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ValidationRule } from '@schema/template/model';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';
import { RuleForm } from './rule-form';
import { ruleText } from './rule-choices';

type DateNode = Extract<PanelProps['node'], { __typename: 'DateQuestion' | 'DateRangeQuestion' }>;

/** A date or date range question's validation rules: the list in plain words, remove, and a form to add one. */
export function ValidationRulesEditor({ node, readOnly, edits }: PanelProps<DateNode>) {
  const range = node.__typename === 'DateRangeQuestion';
  const rules = node.validationRules as ValidationRule[];
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
            return (
              <ListItem
                key={rule.id}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove rule ${text}`} disabled={readOnly} onClick={() => edits.removeRule(rule.id)}>
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
      <RuleForm range={range} disabled={readOnly} onAdd={edits.addRule} />
    </PanelGroup>
  );
}
