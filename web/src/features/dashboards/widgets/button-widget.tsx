import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { widgetIsComplete } from '@schema/dashboards/widgets';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast/toast-context';
import { useWidgetStartForm } from '../api/widget-start-form';
import { useWidgetTemplates } from '../api/widget-templates';
import { programFormPath } from '../hooks/dashboard-paths';
import { IncompleteWidget } from './incomplete-widget';
import { TemplatePicker } from './template-picker';
import { textSetting, type WidgetEditorProps, type WidgetKind, type WidgetViewProps } from './widget-kind';

/** Starts a form of the button's template (its latest published version) and opens it inside the program. */
function ButtonView({ config, programId }: WidgetViewProps) {
  const templates = useWidgetTemplates(programId);
  const [startForm, { loading }] = useWidgetStartForm();
  const navigate = useNavigate();
  const { showToast } = useToast();
  if (!widgetIsComplete('button', config)) return <IncompleteWidget />;
  const groupId = textSetting(config, 'templateGroupId');
  const start = async () => {
    const template = templates.data?.latestPublishedTemplatesByProgram.find((candidate) => candidate.groupId === groupId);
    const started = template ? await startForm({ variables: { input: { templateId: template.id } } }).catch(() => undefined) : undefined;
    const formId = started?.data?.startForm?.id;
    if (formId) void navigate(programFormPath(programId, formId));
    else showToast('Could not start a form. Please try again.', { variant: 'error' });
  };
  return (
    <Button variant="contained" onClick={() => void start()} disabled={loading || !templates.data}>
      {textSetting(config, 'label')}
    </Button>
  );
}

function ButtonEditor({ config, onChange, programId }: WidgetEditorProps) {
  return (
    <Stack spacing={2}>
      <TextField label="Button label" value={textSetting(config, 'label')} autoFocus fullWidth onChange={(event) => onChange({ ...config, label: event.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TemplatePicker config={config} onChange={onChange} programId={programId} />
    </Stack>
  );
}

/** A button that starts a form of a template. */
export const buttonWidget: WidgetKind = { type: 'button', label: 'Button', View: ButtonView, Editor: ButtonEditor, initialConfig: {} };
