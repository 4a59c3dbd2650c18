import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { NodeOf } from '../../hooks/panel-choices';
import { propertyHelp } from '../../hooks/property-help';
import { readableHelp } from '../blur-text-field';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';

interface ReferenceImage {
  url: string;
  description: string | null;
}

const isHttps = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * An image question's reference images: a small form to add one by its https address and what it shows, then the
 * list (each removable). The whole list is saved with each change; the focus returns to the address field (the form
 * comes first so the panel's kept focus, which goes by a field's place, finds it again after the save).
 */
export function ReferenceImagesEditor({ node, readOnly, edits }: PanelProps<NodeOf<'ImageUploadQuestion'>>) {
  const list: ReferenceImage[] = (node.images ?? []).map(({ url, description }) => ({ url, description: description ?? null }));
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const urlField = useRef<HTMLInputElement>(null);
  const invalid = tried && !isHttps(url.trim());
  const add = () => {
    setTried(true);
    if (!isHttps(url.trim())) return urlField.current?.focus();
    edits.save({ images: [...list, { url: url.trim(), description: description.trim() || null }] });
    setUrl('');
    setDescription('');
    setTried(false);
    urlField.current?.focus();
  };
  return (
    <PanelGroup title="Reference images" help={propertyHelp.referenceImages}>
      <TextField
        inputRef={urlField}
        size="small"
        fullWidth
        label="Image address (https)"
        value={url}
        disabled={readOnly}
        error={invalid}
        helperText={invalid ? 'Enter an https address, like https://example.edu/photo.jpg.' : undefined}
        slotProps={readableHelp}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField size="small" fullWidth label="What the image shows" value={description} disabled={readOnly} slotProps={readableHelp} onChange={(event) => setDescription(event.target.value)} />
      <Button startIcon={<AddIcon />} disabled={readOnly} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        Add reference image
      </Button>
      {list.map((image, index) => (
        <Stack key={`${image.url}-${index}`} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {image.description || image.url}
          </Typography>
          <IconButton
            aria-label={`Remove reference image ${image.description || index + 1}`}
            disabled={readOnly}
            onClick={() => {
              edits.save({ images: list.filter((_entry, at) => at !== index) });
              urlField.current?.focus();
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
    </PanelGroup>
  );
}
