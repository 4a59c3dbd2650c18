import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import type { AnyQuestion } from './element-types';
import { describedBy, QuestionFrame, questionIds, type QuestionIds } from './question-frame';

/** The helper line of a question kind that cannot be answered yet. */
export const comingSoonText = 'Answering this question type is coming soon.';

/** The helper line of a question in a template's preview. */
export const previewText = 'Preview: answers are not saved.';

/** Question kinds shown as a set of controls (a fieldset) rather than one control. */
function isGroup(question: AnyQuestion): boolean {
  if (['DateRangeQuestion', 'TableQuestion', 'MeasurementQuestion', 'MeasurementV2Question', 'MapQuestion'].includes(question.__typename)) return true;
  return question.__typename === 'OptionQuestion' && !question.isDropdown;
}

function disabledField(ids: QuestionIds, question: AnyQuestion, props: Record<string, unknown> = {}) {
  return (
    <TextField
      id={ids.control}
      disabled
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'aria-describedby': describedBy(question, ids) } }}
      {...props}
    />
  );
}

/** The disabled control that matches a question kind. */
function DisabledControl({ question, ids }: { question: AnyQuestion; ids: QuestionIds }): ReactNode {
  switch (question.__typename) {
    case 'DateQuestion':
      return disabledField(ids, question, { type: question.includeTime ? 'datetime-local' : 'date' });
    case 'DateRangeQuestion':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Start" type="date" disabled size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label="End" type="date" disabled size="small" slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      );
    case 'OptionQuestion':
      if (question.isDropdown) {
        return disabledField(ids, question, {
          select: true,
          value: '',
          children: question.options.map((option) => <MenuItem key={option.id} value={option.id}>{option.label}</MenuItem>),
        });
      }
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {question.options.map((option) => (
            <FormControlLabel key={option.id} disabled control={question.isMultiSelect ? <Checkbox /> : <Radio />} label={option.label} />
          ))}
        </Box>
      );
    case 'ToggleQuestion':
      return (
        <FormControlLabel
          disabled
          control={<Switch id={ids.control} checked={question.defaultValue} slotProps={{ input: { 'aria-describedby': describedBy(question, ids) } }} />}
          label={question.defaultValue ? 'Yes' : 'No'}
        />
      );
    case 'MeasurementQuestion':
    case 'MeasurementV2Question':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField label="Value" disabled size="small" />
          <TextField label="Unit" disabled size="small" />
        </Box>
      );
    case 'MapQuestion':
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Latitude" disabled size="small" />
          <TextField label="Longitude" disabled size="small" />
        </Box>
      );
    case 'ImageUploadQuestion':
      return (
        <Button id={ids.control} variant="outlined" disabled startIcon={<UploadIcon />} aria-describedby={describedBy(question, ids)}>
          Upload image
        </Button>
      );
    case 'FileUploadQuestion':
      return (
        <Button id={ids.control} variant="outlined" disabled startIcon={<UploadIcon />} aria-describedby={describedBy(question, ids)}>
          Add files
        </Button>
      );
    case 'EmailQuestion':
      return disabledField(ids, question, { type: 'email' });
    case 'PhoneNumberQuestion':
      return disabledField(ids, question, { type: 'tel' });
    case 'NumberQuestion':
      return disabledField(ids, question, { type: 'number', sx: { maxWidth: 320 } });
    case 'TableQuestion':
      if (!('questions' in question)) return null;
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {question.questions.map((column) => (
            <Box key={column.id} sx={{ px: 1.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: '0.875rem' }}>
              {column.title}
            </Box>
          ))}
          <Button variant="outlined" size="small" disabled>
            Add row
          </Button>
        </Box>
      );
    default:
      return disabledField(ids, question, {
        slotProps: {
          htmlInput: { 'aria-describedby': describedBy(question, ids) },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
        },
      });
  }
}

/**
 * A question shown but not answerable here: a kind a later change makes answerable, or any kind in a template's
 * preview. Its title and prompt with a disabled control of its kind.
 */
export function PendingQuestion({ question, helper = comingSoonText }: { question: AnyQuestion; helper?: string }) {
  const ids = questionIds(useId());
  return (
    <QuestionFrame question={question} ids={ids} group={isGroup(question)} helper={helper}>
      <DisabledControl question={question} ids={ids} />
    </QuestionFrame>
  );
}
