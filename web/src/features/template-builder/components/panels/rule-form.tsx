import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ValidationRule } from '@schema/template/model';
import { rangeFields, ruleOperators, ruleReferences, ruleText, ruleUnits } from './rule-choices';

type NewRule = Omit<ValidationRule, 'id'>;

interface RuleFormProps {
  range: boolean;
  disabled: boolean;
  onAdd: (rule: NewRule) => void;
  /** A rule being changed: the form starts from its fields and saves them (Save rule, Cancel) instead of adding. */
  changing?: ValidationRule | null;
  onSave?: (rule: NewRule) => void;
  onCancel?: () => void;
}

/** A stored rule's own fields (not its id, nor the cache's __typename, which an input refuses). */
const fieldsOf = ({ field, operator, unit, value, relativeTo }: ValidationRule): NewRule => ({ field, operator, unit, value, relativeTo });

const select = (label: string, value: string, onChange: (value: string) => void, disabled: boolean, entries: { value: string; label: string }[]) => (
  <TextField select size="small" fullWidth label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
    {entries.map((entry) => (
      <MenuItem key={entry.value} value={entry.value}>
        {entry.label}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * The fields of a date rule (field, operator, value, unit, relative to) and its plain-words preview: Add rule for
 * a new one, or Save rule and Cancel for the one being changed (`changing`, whose fields it starts from: key
 * the form by it).
 */
export function RuleForm({ range, disabled, onAdd, changing = null, onSave, onCancel }: RuleFormProps) {
  const initial: NewRule = { field: range ? 'startDate' : 'date', operator: 'lessThanOrEqual', value: 0, unit: 'days', relativeTo: 'currentDate' };
  const start = changing ? fieldsOf(changing) : initial;
  const [rule, setRule] = useState<NewRule>(start);
  const [amount, setAmount] = useState(String(start.value));
  const fields = useRef<HTMLDivElement>(null);
  // The editor keys this form by the rule being changed: a new one mounts with its fields and takes the focus.
  useEffect(() => {
    if (changing) fields.current?.querySelector<HTMLElement>('[role="combobox"], input')?.focus();
  }, [changing]);
  const valid = /^-?\d{1,6}$/.test(amount.trim());
  const draft = { ...rule, value: valid ? Number(amount) : 0 };
  const set = (changes: Partial<NewRule>) => setRule((current) => ({ ...current, ...changes }));
  const references = ruleReferences.filter((entry) => range || !entry.rangeOnly);
  const reset = () => {
    setRule(initial);
    setAmount('0');
  };
  const submit = () => {
    if (changing) onSave?.(draft);
    else onAdd(draft);
    reset();
  };
  const cancel = () => {
    reset();
    onCancel?.();
  };
  return (
    <>
      <Box ref={fields} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {range ? select('Date checked', rule.field, (field) => set({ field }), disabled, rangeFields) : null}
        {select('Must be', rule.operator, (operator) => set({ operator: operator as NewRule['operator'] }), disabled, ruleOperators)}
        <TextField
          size="small"
          label="Amount"
          value={amount}
          disabled={disabled}
          error={!valid}
          helperText={valid ? 'Negative: before the date' : 'A whole number'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(event) => setAmount(event.target.value)}
        />
        {select('Unit', rule.unit, (unit) => set({ unit: unit as NewRule['unit'] }), disabled, ruleUnits.map((unit) => ({ value: unit, label: unit })))}
        {select('Relative to', rule.relativeTo, (relativeTo) => set({ relativeTo: relativeTo as NewRule['relativeTo'] }), disabled, references)}
      </Box>
      <Typography variant="body2" aria-live="polite">
        Preview: {valid ? ruleText(draft, range) : 'give the amount as a whole number.'}
      </Typography>
      {changing ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<SaveIcon />} variant="contained" disabled={disabled || !valid} onClick={submit}>
            Save rule
          </Button>
          <Button onClick={cancel}>Cancel</Button>
        </Box>
      ) : (
        <Button startIcon={<AddIcon />} variant="outlined" disabled={disabled || !valid} onClick={submit} sx={{ alignSelf: 'flex-start' }}>
          Add rule
        </Button>
      )}
    </>
  );
}
