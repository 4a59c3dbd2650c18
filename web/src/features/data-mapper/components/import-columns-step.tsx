import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { importableQuestions, missingColumn, type FormImportColumns } from '../hooks/form-import-columns';
import type { MapperQuestion } from '../hooks/mapper-draft';

const none = '';

function ColumnSelect({ label, headers, value, onChange }: { label: string; headers: readonly string[]; value: string; onChange: (value: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ width: { xs: '100%', sm: 260 } }}>
      <MenuItem value={none}>Not imported</MenuItem>
      {headers.map((header) => (
        <MenuItem key={header} value={header} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          {header}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Step 2: which CSV column gives each form's owner (a username), its status, and each question's answer. */
export function ImportColumnsStep({ headers, questions, columns, onChange }: { headers: readonly string[]; questions: readonly MapperQuestion[]; columns: FormImportColumns; onChange: (columns: FormImportColumns) => void }) {
  const missing = missingColumn(columns);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <ColumnSelect label="Owner (username, required)" headers={headers} value={columns.owner} onChange={(owner) => onChange({ ...columns, owner })} />
        <ColumnSelect label="Status (required)" headers={headers} value={columns.status} onChange={(status) => onChange({ ...columns, status })} />
        {importableQuestions(questions).map((question) => (
          <ColumnSelect
            key={question.id}
            label={question.title}
            headers={headers}
            value={columns.questions[question.id] ?? none}
            onChange={(column) => onChange({ ...columns, questions: { ...columns.questions, [question.id]: column } })}
          />
        ))}
      </Stack>
      {missing ? <Alert severity="warning">{missing}</Alert> : null}
    </Stack>
  );
}
