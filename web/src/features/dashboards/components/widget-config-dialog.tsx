import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { widgetConfigProblems } from '@schema/dashboards/widgets';
import { useState } from 'react';
import type { WidgetConfigValue, WidgetKind } from '../widgets/widget-kind';

/**
 * A widget's settings in a dialog (a new widget's, or one being configured). Save stays until the settings are valid
 * for the kind (a header or paragraph needs its value); an unfinished button or table may be saved, and warns.
 */
export function WidgetConfigDialog({
  kind,
  initial,
  programId,
  isNew,
  onSave,
  onClose,
}: {
  kind: WidgetKind;
  initial: WidgetConfigValue;
  programId: string;
  isNew: boolean;
  onSave(config: WidgetConfigValue): void;
  onClose(): void;
}) {
  const [config, setConfig] = useState(initial);
  const [tried, setTried] = useState(false);
  const Editor = kind.Editor;
  const save = () => {
    setTried(true);
    if (widgetConfigProblems(kind.type, config).length === 0) onSave(config);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{isNew ? `Add ${kind.label}` : `Configure ${kind.label}`}</DialogTitle>
      <DialogContent>
        <form
          id="widget-config-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div style={{ paddingTop: 8 }}>{Editor ? <Editor config={config} onChange={setConfig} programId={programId} showErrors={tried} /> : null}</div>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="widget-config-form" variant="contained">
          {isNew ? 'Add' : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
