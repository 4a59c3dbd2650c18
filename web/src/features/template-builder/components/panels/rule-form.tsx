import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ValidationRule } from '@schema/template/model';
import { rangeFields, ruleOperators, ruleReferences, ruleText, ruleUnits } from './rule-choices';

type NewRule = Omit<ValidationRule, 'id'>;

interface RuleFormProps {
  range: boolean;
  disabled: boolean;
  onAdd: (rule: NewRule) => void;
}

const select = (label: string, value: string, onChange: (value: string) => void, disabled: boolean, entries: { value: string; label: string }[]) => (
  <TextField select size="small" fullWidth label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
    {entries.map((entry) => (
      <MenuItem key={entry.value} value={entry.value}>
        {entry.label}
      </MenuItem>
    ))}
  </TextField>
);

/** The fields of a new date rule (field, operator, value, unit, relative to), its plain-words preview and Add rule. */
export function RuleForm({ range, disabled, onAdd }: RuleFormProps) {
  const initial: NewRule = { field: range ? 'startDate' : 'date', operator: 'lessThanOrEqual', value: 0, unit: 'days', relativeTo: 'currentDate' };
  const [rule, setRule] = useState<NewRule>(initial);
  const [amount, setAmount] = useState('0');
  const valid = /^-?\d{1,6}$/.test(amount.trim());
  const draft = { ...rule, value: valid ? Number(amount) : 0 };
  const set = (changes: Partial<NewRule>) => setRule((current) => ({ ...current, ...changes }));
  const references = ruleReferences.filter((entry) => range || !entry.rangeOnly);
  const add = () => {
    onAdd(draft);
    setRule(initial);
    setAmount('0');
  };
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
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
      <Button startIcon={<AddIcon />} variant="outlined" disabled={disabled || !valid} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        Add rule
      </Button>
    </>
  );
}
