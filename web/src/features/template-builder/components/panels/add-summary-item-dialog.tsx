import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { Choice } from '../../hooks/panel-choices';
import type { SummaryQuestionChoice } from '../../hooks/summary-outline';
import { IdSelect } from './id-select';

interface AddSummaryItemDialogProps {
  /** What is being added (the dialog is closed when null). */
  picking: 'question' | 'outcomeGroup' | null;
  questions: readonly SummaryQuestionChoice[];
  outcomeGroups: readonly Choice[];
  onClose: () => void;
  /** The new item's fields: { questionId, questionGroupId } or { outcomeGroupId }. */
  onAdd: (fields: Record<string, unknown>) => void;
}

const texts = {
  question: { title: 'Add a question summary', intro: 'Choose the question whose answer the summary page shows.', label: 'Question', empty: 'Add questions to the pages first.', action: 'Add question summary' },
  outcomeGroup: {
    title: 'Add an outcome group',
    intro: "Choose the outcome group whose result the summary page shows for each form.",
    label: 'Outcome group',
    empty: 'Add an outcome group in the Outcomes tab first.',
    action: 'Add outcome group',
  },
};

/** Adding an item to a summary page: the author picks the question or the outcome group it shows first. */
export function AddSummaryItemDialog({ picking, questions, outcomeGroups, onClose, onAdd }: AddSummaryItemDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const text = texts[picking ?? 'question'];
  const close = () => {
    setChosen(null);
    onClose();
  };
  const add = () => {
    if (!chosen) return;
    const question = questions.find((choice) => choice.id === chosen);
    onAdd(picking === 'outcomeGroup' ? { outcomeGroupId: chosen } : { questionId: chosen, questionGroupId: question?.questionGroupId ?? null });
    setChosen(null);
  };
  return (
    <Dialog open={picking !== null} onClose={close} aria-labelledby="add-summary-item-title" fullWidth maxWidth="xs">
      <DialogTitle id="add-summary-item-title">{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text.intro}</DialogContentText>
        <IdSelect
          label={text.label}
          value={chosen}
          choices={picking === 'outcomeGroup' ? outcomeGroups : questions}
          disabled={false}
          clearable={false}
          emptyText={text.empty}
          onChange={setChosen}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={!chosen} onClick={add}>
          {text.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
