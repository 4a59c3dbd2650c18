import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { refusalMessage } from '../hooks/refusal-message';
import { useAdjustContainer, useDisposeContainer, useMoveContainer } from '../api/use-inventory';
import { locationText, parsedQuantity, quantityText, type ContainerRow } from '../hooks/container-text';
import { ChangeDialog } from './change-dialog';
import { LocationFields, locationInput, type LocationDraft } from './location-fields';

/** Props of each change's dialog: the container, and what happens once it is changed. */
export interface ContainerChangeProps {
  container: ContainerRow;
  onClose(): void;
  onDone(message: string): void;
}

const noteField = (note: string, setNote: (text: string) => void, label = 'Note (optional)') => (
  <TextField label={label} value={note} onChange={(event) => setNote(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
);

const refOf = (container: ContainerRow, note: string) => ({ inventoryId: container.inventoryId, containerId: container.id, expectedVersion: container.version, note: note.trim() || null });

/** Move: a new building, floor and room. */
export function MoveDialog({ container, onClose, onDone }: ContainerChangeProps) {
  const [location, setLocation] = useState<LocationDraft>({ building: container.location.building, floor: container.location.floor ?? '', room: container.location.room });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [move, { loading }] = useMoveContainer();
  async function submit() {
    const input = locationInput(location);
    if (typeof input === 'string') return setProblem(input);
    try {
      await move({ variables: { input: { ...refOf(container, note), location: input } } });
      onDone(`${container.chemical.name} moved to ${locationText(input)}.`);
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The container could not be moved.');
    }
  }
  return (
    <ChangeDialog open title={`Move ${container.chemical.name}`} submitLabel="Move" loading={loading} problem={problem} onClose={onClose} onSubmit={() => void submit()}>
      <Typography>Now in {locationText(container.location)}.</Typography>
      <LocationFields value={location} onChange={setLocation} autoFocus />
      {noteField(note, setNote)}
    </ChangeDialog>
  );
}

/** Adjust: the quantity now in the container (after use, or a recount). */
export function AdjustDialog({ container, onClose, onDone }: ContainerChangeProps) {
  const [quantity, setQuantity] = useState(String(container.quantity));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [adjust, { loading }] = useAdjustContainer();
  async function submit() {
    const parsed = parsedQuantity(quantity);
    if (parsed.value === null) return setProblem(parsed.problem);
    try {
      await adjust({ variables: { input: { ...refOf(container, note), quantity: parsed.value } } });
      onDone(`${container.chemical.name} now holds ${quantityText({ quantity: parsed.value, unit: container.unit })}.`);
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The quantity could not be changed.');
    }
  }
  return (
    <ChangeDialog open title={`Adjust ${container.chemical.name}`} submitLabel="Save quantity" loading={loading} problem={problem} onClose={onClose} onSubmit={() => void submit()}>
      <TextField
        label={`Quantity (${container.unit})`}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        required
        autoFocus
        helperText={`Was ${quantityText(container)}`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {noteField(note, setNote, 'Reason (optional)')}
    </ChangeDialog>
  );
}

/** Dispose: the container leaves the active list; its history stays. */
export function DisposeDialog({ container, onClose, onDone }: ContainerChangeProps) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dispose, { loading }] = useDisposeContainer();
  async function submit() {
    try {
      await dispose({ variables: { input: refOf(container, note) } });
      onDone(`${container.chemical.name} (${quantityText(container)}) disposed of.`);
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The container could not be disposed of.');
    }
  }
  return (
    <ChangeDialog open danger title={`Dispose of ${container.chemical.name}?`} submitLabel="Dispose" loading={loading} problem={problem} onClose={onClose} onSubmit={() => void submit()}>
      <Typography>
        {quantityText(container)} in {locationText(container.location)}
        {container.barcode ? `, container ${container.barcode}` : ''}. It leaves the active list; its history is kept.
      </Typography>
      {noteField(note, setNote, 'Reason (optional)')}
    </ChangeDialog>
  );
}
