import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuilderTemplateQuery } from '@/gql/graphql';
import { isUnlisted, notListedText } from '../hooks/staff-listing';
import { BlurTextField } from './blur-text-field';
import { visuallyHidden } from '@/lib/visually-hidden';

type BuilderTemplate = NonNullable<BuilderTemplateQuery['templateById']>;

interface HeaderProps {
  template: BuilderTemplate;
  busy: boolean;
  /** Puts the focus in the name field (a template just created). */
  focusName?: boolean;
  onRename: (name: string) => void;
  onStartDraft: () => void;
  onPublish: () => void;
  onOpenSettings: () => void;
  /** Asks to delete the template; offered only while its one version is a draft that was never published. */
  onDelete: () => void;
}

// The name field is the visible title of a draft; the h1 names the screen for assistive technology.

/** Start Draft's element id: the builder moves the focus there once a version is published (Publish is gone). */
export const startDraftButtonId = 'builder-start-draft';

const statusColor = { DRAFT: 'warning', PUBLISHED: 'success', ARCHIVED: 'default' } as const;

/**
 * The builder's header: the name (editable on a draft), status, version, whether staff can find it, Settings,
 * Delete draft (a never-published template), Start Draft and Publish.
 */
export function BuilderHeader({ template, busy, focusName = false, onRename, onStartDraft, onPublish, onOpenSettings, onDelete }: HeaderProps) {
  const draft = template.status === 'DRAFT';
  const neverPublished = draft && template.version === 1;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h1" sx={visuallyHidden}>
          Template builder: {template.name}
        </Typography>
        {draft ? (
          <BlurTextField key={template.revision} label="Template name" value={template.name} onCommit={(name) => name.trim() && onRename(name.trim())} autoFocus={focusName} fullWidth={false} sx={{ width: { xs: '100%', sm: 360 } }} />
        ) : (
          <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem' }}>
            {template.name}
          </Typography>
        )}
        <Chip label={template.status} color={statusColor[template.status]} size="small" />
        <Typography color="text.secondary">Version {template.version}</Typography>
        {isUnlisted(template) && template.status !== 'ARCHIVED' ? <Chip label={notListedText} variant="outlined" size="small" /> : null}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="text" startIcon={<SettingsIcon />} onClick={onOpenSettings}>
          Settings
        </Button>
        {neverPublished ? (
          <Button variant="text" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={busy}>
            Delete draft
          </Button>
        ) : null}
        {!draft && template.isLatest && template.status === 'PUBLISHED' ? (
          <Button id={startDraftButtonId} variant="outlined" onClick={onStartDraft} disabled={busy}>
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
