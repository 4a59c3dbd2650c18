import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useWidgetTemplates } from '../api/widget-templates';
import { textSetting, type WidgetEditorProps } from './widget-kind';

/**
 * Picks one of the program's published templates into a widget's templateGroupId and templateName. With
 * `anyLabel`, the template is optional: that first choice clears it.
 */
export function TemplatePicker({ config, onChange, programId, anyLabel }: Pick<WidgetEditorProps, 'config' | 'onChange' | 'programId'> & { anyLabel?: string }) {
  const { data, loading } = useWidgetTemplates(programId);
  const templates = data?.latestPublishedTemplatesByProgram ?? [];
  const selected = textSetting(config, 'templateGroupId');
  return (
    <TextField
      select
      label="Template"
      value={templates.some((template) => template.groupId === selected) ? selected : ''}
      fullWidth
      disabled={loading && !data}
      helperText={!loading && templates.length === 0 ? 'This program has no published templates.' : undefined}
      slotProps={anyLabel ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      onChange={(event) => {
        if (anyLabel && event.target.value === '') {
          const { templateGroupId: _group, templateName: _name, ...rest } = config;
          onChange(rest);
          return;
        }
        const template = templates.find((candidate) => candidate.groupId === event.target.value);
        if (template) onChange({ ...config, templateGroupId: template.groupId, templateName: template.name });
      }}
    >
      {anyLabel ? <MenuItem value="">{anyLabel}</MenuItem> : null}
      {templates.map((template) => (
        <MenuItem key={template.groupId} value={template.groupId}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
