import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newOptionId } from '../hooks/new-id';
import { BlurTextField } from './blur-text-field';

interface OptionItem {
  id: string;
  label: string;
}

/** An option question's options: rename on blur, add, remove; each change saves the whole list (one write). */
export function OptionListEditor({ options, onChange, disabled }: { options: readonly OptionItem[]; onChange: (options: OptionItem[]) => void; disabled: boolean }) {
  const list = options.map(({ id, label }) => ({ id, label }));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Options
      </Typography>
      {list.map((option, index) => (
        <Stack direction="row" key={option.id} spacing={1} sx={{ alignItems: 'center' }}>
          <BlurTextField
            label={`Option ${index + 1}`}
            value={option.label}
            disabled={disabled}
            onCommit={(label) => onChange(list.map((item) => (item.id === option.id ? { ...item, label } : item)))}
          />
          <IconButton aria-label={`Remove option ${option.label || index + 1}`} disabled={disabled} onClick={() => onChange(list.filter((item) => item.id !== option.id))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} disabled={disabled} onClick={() => onChange([...list, { id: newOptionId(), label: `Option ${list.length + 1}` }])} sx={{ alignSelf: 'flex-start' }}>
        Add option
      </Button>
    </Stack>
  );
}
