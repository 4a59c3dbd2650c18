import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PublicFormFieldsFragment } from '@/gql/graphql';
import type { PublicAnswerValue } from '../hooks/answer-saver';

type Item = PublicFormFieldsFragment['items'][number];

/** The longest answer a guest may give (schema/src/inputs/guests.ts says the same to the server). */
const maxAnswerLength = 2_000;

interface FieldProps {
  item: Item;
  disabled: boolean;
  onSave: (value: PublicAnswerValue) => void;
}

/** A text question: saved when the guest leaves the field. */
function TextItem({ item, disabled, onSave }: FieldProps) {
  const [text, setText] = useState(item.text ?? '');
  const [saved, setSaved] = useState(item.text ?? '');
  return (
    <TextField
      label={item.label}
      required={item.required}
      value={text}
      disabled={disabled}
      multiline={item.kind === 'PARAGRAPH'}
      minRows={item.kind === 'PARAGRAPH' ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { maxLength: maxAnswerLength } }}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text === saved) return;
        setSaved(text);
        onSave({ text });
      }}
    />
  );
}

/** One choice among the options: saved at once. */
function SingleChoiceItem({ item, disabled, onSave }: FieldProps) {
  const [selected, setSelected] = useState(item.selectedOptionIds[0] ?? '');
  const labelId = `public-item-${item.id}-label`;
  return (
    <FormControl required={item.required} disabled={disabled}>
      <FormLabel id={labelId}>{item.label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={selected}
        onChange={(event) => {
          setSelected(event.target.value);
          onSave({ selectedOptionIds: [event.target.value] });
        }}
      >
        {item.options.map((option) => (
          <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Any number of the options: saved at each change. */
function MultipleChoiceItem({ item, disabled, onSave }: FieldProps) {
  const [selected, setSelected] = useState<string[]>(item.selectedOptionIds);
  const toggle = (optionId: string, checked: boolean) => {
    const next = checked ? [...selected, optionId] : selected.filter((id) => id !== optionId);
    setSelected(next);
    onSave({ selectedOptionIds: next });
  };
  return (
    <FormControl component="fieldset" required={item.required} disabled={disabled}>
      <FormLabel component="legend">{item.label}</FormLabel>
      <FormGroup>
        {item.options.map((option) => (
          <FormControlLabel
            key={option.id}
            control={<Checkbox checked={selected.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />}
            label={option.label}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** A yes/no switch: saved at once. */
function ToggleItem({ item, disabled, onSave }: FieldProps) {
  const [on, setOn] = useState(item.toggle ?? false);
  return (
    <FormControlLabel
      disabled={disabled}
      control={
        <Switch
          checked={on}
          onChange={(event) => {
            setOn(event.target.checked);
            onSave({ toggle: event.target.checked });
          }}
        />
      }
      label={item.label}
    />
  );
}

/**
 * One element of a public form: a question the guest answers, a static text, a subform to open, or a question
 * kind guests cannot answer, said plainly.
 */
export function PublicItemField({ item, disabled, onSave, onOpenSubform }: FieldProps & { onOpenSubform: (item: Item) => void }) {
  switch (item.kind) {
    case 'TEXT':
    case 'PARAGRAPH':
      return <TextItem item={item} disabled={disabled} onSave={onSave} />;
    case 'SINGLE_CHOICE':
      return <SingleChoiceItem item={item} disabled={disabled} onSave={onSave} />;
    case 'MULTIPLE_CHOICE':
      return <MultipleChoiceItem item={item} disabled={disabled} onSave={onSave} />;
    case 'TOGGLE':
      return <ToggleItem item={item} disabled={disabled} onSave={onSave} />;
    case 'STATIC_TEXT':
      return <Typography sx={{ whiteSpace: 'pre-line' }}>{item.label}</Typography>;
    case 'SUBFORM':
      return (
        <div>
          <Typography component="p" variant="subtitle1">
            {item.label}
          </Typography>
          <Button variant="outlined" sx={{ mt: 1 }} disabled={!item.subformTemplateGroupId || (disabled && !item.childFormId)} onClick={() => onOpenSubform(item)}>
            {item.childFormId ? `Open ${item.label}` : `Start ${item.label}`}
          </Button>
        </div>
      );
    default:
      return (
        <Typography color="text.secondary">
          {item.label}: this question cannot be answered on a public form.
        </Typography>
      );
  }
}
