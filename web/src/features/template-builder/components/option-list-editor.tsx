import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlurTextField } from './blur-text-field';

interface OptionItem {
  id: string;
  label: string;
  image?: string | null;
}

interface OptionListProps {
  options: readonly OptionItem[];
  disabled: boolean;
  onAdd: (label: string) => void;
  onRename: (optionId: string, label: string) => void;
  onRemove: (optionId: string) => void;
  /** The options in their new order (one write of the list). */
  onReorder: (options: OptionItem[]) => void;
}

/** An option question's options: rename on blur, add, remove (one small write each) and move up or down. */
export function OptionListEditor({ options, disabled, onAdd, onRename, onRemove, onReorder }: OptionListProps) {
  const list = options.map(({ id, label, image }) => ({ id, label, image: image ?? null }));
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onReorder(next);
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Options
      </Typography>
      {list.map((option, index) => {
        const name = option.label || String(index + 1);
        return (
          <Stack direction="row" key={option.id} spacing={0.5} sx={{ alignItems: 'center' }}>
            <BlurTextField label={`Option ${index + 1}`} value={option.label} disabled={disabled} onCommit={(label) => onRename(option.id, label)} />
            <IconButton size="small" aria-label={`Move option ${name} up`} disabled={disabled || index === 0} onClick={() => move(index, -1)}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Move option ${name} down`} disabled={disabled || index === list.length - 1} onClick={() => move(index, 1)}>
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Remove option ${name}`} disabled={disabled} onClick={() => onRemove(option.id)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Button startIcon={<AddIcon />} disabled={disabled} onClick={() => onAdd(`Option ${list.length + 1}`)} sx={{ alignSelf: 'flex-start' }}>
        Add option
      </Button>
    </Stack>
  );
}
