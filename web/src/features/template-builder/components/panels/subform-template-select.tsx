import Alert from '@mui/material/Alert';
import { useSubformTemplates } from '../../api/subform-templates';
import { IdSelect } from './id-select';

/** What the subform picker says when the program has no (published) subform templates. */
export const noSubformTemplatesText = 'No subform templates in this program';

interface SubformTemplateSelectProps {
  programId: string | null;
  value: string | null;
  disabled: boolean;
  onChange: (templateId: string) => void;
}

/** A picker of the program's subform templates (latest published version of each). */
export function SubformTemplateSelect({ programId, value, disabled, onChange }: SubformTemplateSelectProps) {
  const query = useSubformTemplates(programId);
  if (query.error) return <Alert severity="error">The subform templates could not be loaded.</Alert>;
  const templates = query.data?.subformTemplatesByProgram ?? [];
  const loading = query.loading && !query.data;
  return (
    <IdSelect
      label="Subform template"
      value={value}
      clearable={false}
      choices={templates.map((template) => ({ id: template.id, label: `${template.name} (version ${template.version})` }))}
      disabled={disabled || loading}
      emptyText={loading ? 'Loading subform templates…' : noSubformTemplatesText}
      onChange={(id) => id && onChange(id)}
    />
  );
}
