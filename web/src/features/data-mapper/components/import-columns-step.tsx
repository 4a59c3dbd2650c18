import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ColumnSelect, notImported } from '@/components/csv-import/column-select';
import { importableQuestions, missingColumn, type FormImportColumns } from '../hooks/form-import-columns';
import type { MapperQuestion } from '../hooks/mapper-draft';

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
            value={columns.questions[question.id] ?? notImported}
            onChange={(column) => onChange({ ...columns, questions: { ...columns.questions, [question.id]: column } })}
          />
        ))}
      </Stack>
      {missing ? <Alert severity="warning">{missing}</Alert> : null}
    </Stack>
  );
}
