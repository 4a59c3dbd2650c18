import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useId } from 'react';
import { useRemoveOptionResponse } from '../../api/remove-option-response';
import { useUpdateOptionResponse } from '../../api/update-option-response';
import { useFormAnswers } from '../../hooks/form-answers';
import { useQuestionAutosave } from '../../hooks/use-question-autosave';
import type { QuestionOfKind } from '../element-types';
import { describedBy, QuestionFrame, questionIds, type QuestionIds } from '../question-frame';
import { isSaveProblem, saveStatusText } from '../save-status';

type OptionQuestion = QuestionOfKind<'OptionQuestion'>;

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

interface ChoiceProps {
  question: OptionQuestion;
  ids: QuestionIds;
  value: readonly string[];
  onChange(value: string[]): void;
}

function DropdownChoice({ question, ids, value, onChange }: ChoiceProps) {
  const multiple = question.isMultiSelect;
  return (
    <TextField
      id={ids.control}
      select
      fullWidth
      size="small"
      required={question.required}
      disabled={question.disabled}
      value={multiple ? value : (value[0] ?? '')}
      onChange={(event) => {
        const picked = event.target.value as unknown;
        onChange(Array.isArray(picked) ? (picked as string[]) : picked ? [String(picked)] : []);
      }}
      slotProps={{
        select: { multiple, labelId: ids.label, 'aria-describedby': describedBy(question, ids) },
      }}
    >
      {question.options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ListChoice({ question, ids, value, onChange }: ChoiceProps) {
  if (question.isMultiSelect) {
    return (
      <FormGroup aria-describedby={describedBy(question, ids)}>
        {question.options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            disabled={question.disabled}
            control={
              <Checkbox
                checked={value.includes(option.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? question.options.map((o) => o.id).filter((id) => id === option.id || value.includes(id)) : value.filter((id) => id !== option.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <RadioGroup
      value={value[0] ?? ''}
      onChange={(event) => onChange([event.target.value])}
      aria-describedby={describedBy(question, ids)}
      aria-required={question.required || undefined}
    >
      {question.options.map((option) => (
        <FormControlLabel key={option.id} value={option.id} label={option.label} disabled={question.disabled} control={<Radio />} />
      ))}
    </RadioGroup>
  );
}

/**
 * An option question: radio buttons (checkboxes for several choices, a select when it is a dropdown), saved at
 * once. A single choice can be cleared. The choice is noted straight away so dependent elements show at once.
 */
export function OptionQuestionField({ question }: { question: OptionQuestion }) {
  const ids = questionIds(useId());
  const answers = useFormAnswers();
  const [update] = useUpdateOptionResponse();
  const [remove] = useRemoveOptionResponse();
  const { value, state, change, location } = useQuestionAutosave<readonly string[]>({
    questionId: question.id,
    read: (response) => (response.__typename === 'OptionResponse' ? response.selectedOptionIds : null),
    empty: [],
    equal: sameIds,
    delayMs: 0,
    send: async (selectedOptionIds, target) =>
      selectedOptionIds.length === 0
        ? (await remove({ variables: { input: target } })).data?.removeOptionResponse
        : (await update({ variables: { input: { ...target, selectedOptionIds: [...selectedOptionIds] } } })).data?.updateOptionResponse,
  });
  const { noteChoice } = answers;
  useEffect(() => {
    noteChoice({ questionId: question.id, location, selectedOptionIds: value });
  }, [noteChoice, question.id, location, value]);

  const Choice = question.isDropdown ? DropdownChoice : ListChoice;
  return (
    <QuestionFrame question={question} ids={ids} group={!question.isDropdown} helper={saveStatusText(state)} helperError={isSaveProblem(state)}>
      <Choice question={question} ids={ids} value={value} onChange={change} />
      {!question.isMultiSelect && value.length > 0 && !question.disabled ? (
        <Box sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => change([])} aria-label={`Clear ${question.title}`}>
            Clear
          </Button>
        </Box>
      ) : null}
    </QuestionFrame>
  );
}
