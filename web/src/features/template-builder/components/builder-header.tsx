import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuilderTemplateQuery } from '@/gql/graphql';
import { BlurTextField } from './blur-text-field';
import { visuallyHidden } from '@/lib/visually-hidden';

type BuilderTemplate = NonNullable<BuilderTemplateQuery['templateById']>;

interface HeaderProps {
  template: BuilderTemplate;
  busy: boolean;
  onRename: (name: string) => void;
  onStartDraft: () => void;
  onPublish: () => void;
  onOpenSettings: () => void;
}

// The name field is the visible title of a draft; the h1 names the screen for assistive technology.

const statusColor = { DRAFT: 'warning', PUBLISHED: 'success', ARCHIVED: 'default' } as const;

/** The builder's header: the name (editable on a draft), status, version, Settings, Start Draft and Publish. */
export function BuilderHeader({ template, busy, onRename, onStartDraft, onPublish, onOpenSettings }: HeaderProps) {
  const draft = template.status === 'DRAFT';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h1" sx={visuallyHidden}>
          Template builder: {template.name}
        </Typography>
        {draft ? (
          <BlurTextField key={template.revision} label="Template name" value={template.name} onCommit={(name) => name.trim() && onRename(name.trim())} fullWidth={false} sx={{ width: { xs: '100%', sm: 360 } }} />
        ) : (
          <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem' }}>
            {template.name}
          </Typography>
        )}
        <Chip label={template.status} color={statusColor[template.status]} size="small" />
        <Typography color="text.secondary">Version {template.version}</Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="text" startIcon={<SettingsIcon />} onClick={onOpenSettings}>
          Settings
        </Button>
        {!draft && template.isLatest && template.status === 'PUBLISHED' ? (
          <Button variant="outlined" onClick={onStartDraft} disabled={busy}>
            Start Draft
          </Button>
        ) : null}
        {draft ? (
          <Button variant="contained" onClick={onPublish} disabled={busy}>
            Publish
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
