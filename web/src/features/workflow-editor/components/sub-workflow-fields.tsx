import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StateNodeData, SubWorkflowConfig } from '@schema/workflow/model';
import { useId } from 'react';
import type { SubWorkflowChoice } from '../hooks/editor-catalogue';

/** Props of the sub-workflow fields: the state's data, the templates to choose from, and how to change the state. */
export interface SubWorkflowFieldsProps {
  data: StateNodeData;
  /** Published templates a child form may start from; undefined while they load. */
  choices: readonly SubWorkflowChoice[] | undefined;
  disabled: boolean;
  onChange: (patch: Partial<StateNodeData>) => void;
}

/** The configuration a chosen template stands for. */
export function subWorkflowConfigOf(choice: SubWorkflowChoice): SubWorkflowConfig {
  return { templateId: choice.templateId, templateName: choice.templateName, referenceId: choice.referenceId, workflowMachineId: choice.workflowMachineId };
}

/** Which template (if any) a state starts a child form from, and whether it is where a finished child sends its parent. */
export function SubWorkflowFields({ data, choices, disabled, onChange }: SubWorkflowFieldsProps) {
  const headingId = useId();
  const config = data.subWorkflowConfig ?? null;
  const options = choices ?? [];
  const value = config ? (options.find((choice) => choice.templateId === config.templateId) ?? { templateId: config.templateId, templateName: config.templateName, referenceId: config.referenceId ?? '', workflowMachineId: config.workflowMachineId ?? null, isSubform: false }) : null;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Sub-workflow
      </Typography>
      <Typography variant="body2" color="text.secondary">
        When a form enters this state a child form starts from the template chosen here. When the child finishes, the parent moves to the state marked as the success target (or the error target when the child's workflow fails).
      </Typography>
      <Autocomplete
        disabled={disabled}
        options={options}
        value={value}
        loading={!choices}
        groupBy={(choice) => (choice.isSubform ? 'Subforms' : 'Templates')}
        getOptionLabel={(choice) => choice.templateName}
        getOptionKey={(choice) => choice.templateId}
        isOptionEqualToValue={(choice, chosen) => choice.templateId === chosen.templateId}
        onChange={(_, choice) => onChange({ subWorkflowConfig: choice ? subWorkflowConfigOf(choice) : null })}
        renderInput={(params) => <TextField {...params} label="Sub-workflow template" helperText={config ? `Starts “${config.templateName}”` : 'None: no child form starts here'} />}
      />
      {config && !disabled && (
        <Button size="small" onClick={() => onChange({ subWorkflowConfig: null })} sx={{ alignSelf: 'flex-start' }}>
          Clear sub-workflow
        </Button>
      )}
      <FormControlLabel
        control={<Checkbox checked={data.isInvokeSuccessTarget ?? false} disabled={disabled} onChange={(event) => onChange({ isInvokeSuccessTarget: event.target.checked })} />}
        label="Sub-workflow success target"
      />
      <FormControlLabel
        control={<Checkbox checked={data.isInvokeErrorTarget ?? false} disabled={disabled} onChange={(event) => onChange({ isInvokeErrorTarget: event.target.checked })} />}
        label="Sub-workflow error target"
      />
    </Stack>
  );
}
