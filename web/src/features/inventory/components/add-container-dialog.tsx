import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { refusalMessage } from '../hooks/refusal-message';
import { useAddContainer } from '../api/use-inventory';
import { containerUnits, parsedQuantity, quantityText } from '../hooks/container-text';
import { ChangeDialog } from './change-dialog';
import { ChemicalPicker, type PickedChemical } from './chemical-picker';
import { emptyLocation, LocationFields, locationInput, type LocationDraft } from './location-fields';

/** Add container: the chemical, how much and in what unit, where, and the label's container id. */
export function AddContainerDialog({ inventoryId, onClose, onDone }: { inventoryId: string; onClose(): void; onDone(message: string): void }) {
  const [chemical, setChemical] = useState<PickedChemical | null>(null);
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<string>('L');
  const [location, setLocation] = useState<LocationDraft>(emptyLocation);
  const [barcode, setBarcode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useAddContainer();

  async function submit() {
    const parsed = parsedQuantity(quantity);
    const place = locationInput(location);
    const missing = !chemical ? 'Choose the chemical' : (parsed.problem ?? (typeof place === 'string' ? place : null));
    if (missing || !chemical || parsed.value === null || typeof place === 'string') return setProblem(missing);
    try {
      await add({
        variables: {
          input: { inventoryId, libraryId: chemical.libraryId, itemId: chemical.itemId, quantity: parsed.value, unit, location: place, barcode: barcode.trim() || null },
        },
      });
      onDone(`${chemical.name} (${quantityText({ quantity: parsed.value, unit })}) added.`);
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The container could not be added.');
    }
  }

  return (
    <ChangeDialog open title="Add container" submitLabel="Add" loading={loading} problem={problem} onClose={onClose} onSubmit={() => void submit()}>
      <ChemicalPicker value={chemical} onChange={setChemical} />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Quantity"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ flex: 2 }}
        />
        <TextField select label="Unit" value={unit} onChange={(event) => setUnit(event.target.value)} required sx={{ flex: 1 }}>
          {containerUnits.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LocationFields value={location} onChange={setLocation} />
      <TextField label="Container ID / barcode (optional)" value={barcode} onChange={(event) => setBarcode(event.target.value)} slotProps={{ htmlInput: { maxLength: 64 } }} />
    </ChangeDialog>
  );
}
