import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { useActionLanding } from './use-action-landing';
import { useActionRunner } from './use-action-runner';
import type { FormActionItem } from './use-form-actions';

/**
 * The form's available actions as buttons (the primary one filled). An action with a confirmation asks in a
 * dialog first; the dialog stays open while the action runs and closes when it is done. The focus then lands where
 * the outcome is (useActionLanding).
 */
export function FormActionsBar({
  form,
  actions,
  formPath,
}: {
  form: { id: string; status: string };
  actions: readonly FormActionItem[];
  formPath: (formId: string) => string;
}) {
  const { run, running } = useActionRunner(form, formPath);
  const [confirming, setConfirming] = useState<FormActionItem | null>(null);
  const { land, buttonRef } = useActionLanding(form.id);
  if (actions.length === 0) return null;

  const runAndLand = async (action: FormActionItem) => land(action.id, await run(action));
  const start = (action: FormActionItem) => (action.modal ? setConfirming(action) : void runAndLand(action));
  const confirm = async () => {
    if (!confirming) return;
    const outcome = await run(confirming);
    setConfirming(null);
    land(confirming.id, outcome);
  };

  return (
    <Box role="group" aria-label="Form actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action.id}
          ref={buttonRef(action.id)}
          variant={action.primary ? 'contained' : 'outlined'}
          color={action.modal?.isDestructive ? 'error' : 'primary'}
          disabled={running !== null}
          onClick={() => start(action)}
        >
          {action.label}
        </Button>
      ))}
      {confirming?.modal ? (
        <ConfirmActionDialog
          open
          modal={confirming.modal}
          busy={running !== null}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Box>
  );
}
