import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DataMapperItemSource } from '@schema/mappers/data-mapper-model';
import { itemQuestions, type MapperDraft, type MapperQuestion } from '../hooks/mapper-draft';

interface ItemSourceFieldsProps {
  draft: MapperDraft;
  libraries: ReadonlyArray<{ id: string; objectName: string }>;
  questions: readonly MapperQuestion[];
  uniqueFields: readonly string[];
  onChange: (draft: MapperDraft) => void;
}

/** Why the item question offers nothing, or what it is for. */
function itemQuestionHelp(draft: MapperDraft, offered: number): string {
  if (draft.itemSource === 'CHOSEN_ITEM' && !draft.libraryId) return 'Choose a library first.';
  if (offered > 0) return draft.itemSource === 'BUSINESS_KEY' ? 'The text answer the business key field must equal.' : 'The question where the form chooses the item.';
  return draft.itemSource === 'BUSINESS_KEY' ? 'This template has no text question.' : 'This template has no library question on this library.';
}

/** The library, and how a form names its item: a library question's choice, or a business key typed in a text question. */
export function ItemSourceFields({ draft, libraries, questions, uniqueFields, onChange }: ItemSourceFieldsProps) {
  const offered = itemQuestions(questions, draft.itemSource, draft.libraryId);
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        label="Library"
        value={draft.libraryId}
        onChange={(event) => onChange({ ...draft, libraryId: event.target.value, itemQuestionId: '', businessKeyField: '', rows: draft.rows.map((row) => ({ ...row, fieldName: '' })) })}
        helperText="The library whose items the forms read and update."
      >
        {libraries.map((library) => (
          <MenuItem key={library.id} value={library.id}>
            {library.objectName}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="item-source-label">How a form names the item</FormLabel>
        <RadioGroup
          aria-labelledby="item-source-label"
          value={draft.itemSource}
          onChange={(event) => onChange({ ...draft, itemSource: event.target.value as DataMapperItemSource, itemQuestionId: '' })}
        >
          <FormControlLabel value="CHOSEN_ITEM" control={<Radio />} label="Chosen in a library question" />
          <FormControlLabel value="BUSINESS_KEY" control={<Radio />} label="Found by a business key (a unique field equal to a text answer)" />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label="Item question"
        value={draft.itemQuestionId}
        onChange={(event) => onChange({ ...draft, itemQuestionId: event.target.value })}
        helperText={itemQuestionHelp(draft, offered.length)}
      >
        {offered.map((question) => (
          <MenuItem key={question.id} value={question.id}>
            {question.title}
          </MenuItem>
        ))}
      </TextField>
      {draft.itemSource === 'BUSINESS_KEY' && (
        <TextField select label="Business key field" value={draft.businessKeyField} onChange={(event) => onChange({ ...draft, businessKeyField: event.target.value })}>
          {uniqueFields.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
