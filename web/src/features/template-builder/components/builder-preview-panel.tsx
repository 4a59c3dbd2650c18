import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ElementViewer } from '@schema/forms/element-access';
import { useMemo, useState, type ReactNode } from 'react';
import type { BuilderPage } from '../hooks/builder-tree';
import { defaultPreviewAs, pageOfElement, previewRoleChoices, previewStatusChoices, viewerOf, type PreviewAs } from '../hooks/preview-viewer';

/** What the preview draws: the pages, the page and element selected in the outline, and whom it shows them to. */
export interface PreviewRequest {
  pages: readonly BuilderPage[];
  /** The page of the selected element (or the selected page); null when nothing on a form page is selected. */
  pageId: string | null;
  selectedId: string | null;
  viewer: ElementViewer;
}

interface PreviewPanelProps {
  pages: readonly BuilderPage[];
  selectedId: string | null;
  roles: ReadonlyArray<{ id: string; name: string }>;
  renderPreview: (request: PreviewRequest) => ReactNode;
}

/**
 * The builder's preview: "Preview as" a role and a form status (so page and section permissions show as they
 * would), then the form as drawn by the form renderer, opened at the selected element.
 */
export function BuilderPreviewPanel({ pages, selectedId, roles, renderPreview }: PreviewPanelProps) {
  const [previewAs, setPreviewAs] = useState<PreviewAs>(defaultPreviewAs);
  const roleChoices = previewRoleChoices(roles);
  const statuses = useMemo(() => previewStatusChoices(pages as unknown as Parameters<typeof previewStatusChoices>[0]), [pages]);
  const viewer = useMemo(() => viewerOf(previewAs), [previewAs]);
  const pageId = pageOfElement(pages as unknown as ReadonlyArray<{ id: string; children: readonly unknown[] }>, selectedId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="preview-heading" sx={{ p: 2, minWidth: 0, order: { xs: 3, lg: 0 } }}>
      <Typography variant="h2" id="preview-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Try answers here to see conditions at work; nothing is saved.
      </Typography>
      <Box role="group" aria-label="Preview as role and status" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
        <TextField select size="small" label="Preview as" value={previewAs.roleId} onChange={(event) => setPreviewAs({ ...previewAs, roleId: event.target.value })}>
          {roleChoices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Form status" value={previewAs.status} onChange={(event) => setPreviewAs({ ...previewAs, status: event.target.value })}>
          {statuses.map((status) => (
            <MenuItem key={status.id} value={status.id}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {renderPreview({ pages, pageId, selectedId, viewer })}
    </Paper>
  );
}
