import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { widgetIsComplete } from '@schema/dashboards/widgets';
import { IncompleteWidget } from './incomplete-widget';
import { ProgramDocumentsTable } from './program-documents-table';
import { TemplatePicker } from './template-picker';
import { textSetting, type WidgetEditorProps, type WidgetKind, type WidgetViewProps } from './widget-kind';

function DocumentTableView({ config, programId }: WidgetViewProps) {
  if (!widgetIsComplete('document-table', config)) return <IncompleteWidget />;
  const templateGroupId = textSetting(config, 'templateGroupId');
  const title = textSetting(config, 'title') || (templateGroupId ? textSetting(config, 'templateName') : '') || 'Documents';
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1, overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <ProgramDocumentsTable programId={programId} title={title} {...(templateGroupId ? { templateGroupId } : {})} />
      </Box>
    </Box>
  );
}

function DocumentTableEditor({ config, onChange, programId }: WidgetEditorProps) {
  return (
    <Stack spacing={2}>
      <TextField label="Title" value={textSetting(config, 'title')} autoFocus fullWidth onChange={(event) => onChange({ ...config, title: event.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TemplatePicker config={config} onChange={onChange} programId={programId} anyLabel="All templates" />
    </Stack>
  );
}

/** A table of the program's documents, optionally of one template. */
export const documentTableWidget: WidgetKind = { type: 'document-table', label: 'Document table', View: DocumentTableView, Editor: DocumentTableEditor, initialConfig: {} };
