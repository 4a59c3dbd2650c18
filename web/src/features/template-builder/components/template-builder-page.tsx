import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useToast } from '@/components/toast/toast-context';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useBuilderTemplate } from '../api/builder-template';
import { structureKinds } from '../hooks/add-kinds';
import type { AddKind } from '../hooks/add-kinds';
import { nodeLabel, type BuilderPage } from '../hooks/builder-tree';
import { selectedSummaryPage } from '../hooks/summary-outline';
import { useBuilderActions } from '../hooks/use-builder-actions';
import { addsTableColumns, useAddElement } from '../hooks/use-add-element';
import { usePropertyPanel } from '../hooks/use-property-panel';
import { useSummaryPages } from '../hooks/use-summary-pages';
import { useTemplateSettings } from '../hooks/use-template-settings';
import { AddElementMenu } from './add-element-menu';
import { BuilderHeader, startDraftButtonId } from './builder-header';
import { BuilderOutline } from './builder-outline';
import { BuilderPreviewPanel, type PreviewRequest } from './builder-preview-panel';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { AddSubformDialog } from './panels/add-subform-dialog';
import { AddSummaryItemDialog } from './panels/add-summary-item-dialog';
import { PropertyPanel } from './property-panel';
import { PublishDialog } from './publish-dialog';
import { TemplateSettingsPanel } from './template-settings-panel';
import { VersionHistory } from './version-history';

interface BuilderPageProps {
  templateId: string;
  /** The builder's address of a template (another version, a new draft). */
  pathOf: (templateId: string) => string;
  /** The program studio's address, for the way back. */
  programPathOf: (programId: string) => string;
  /** The live preview of the pages, drawn by the form renderer (composed by the app). */
  renderPreview: (request: PreviewRequest) => ReactNode;
}

const panel = { p: 2, minWidth: 0 } as const;

/** The template builder: header, outline with the Add menu, live preview, property panel and version history. */
export function TemplateBuilderPage({ templateId, pathOf, programPathOf, renderPreview }: BuilderPageProps) {
  const query = useBuilderTemplate(templateId);
  const navigate = useNavigate();
  const location = useLocation();
  // Focus that follows the author: the name field of a new template, the first field of an element just added,
  // Start Draft once published (where Publish was). Each is used once.
  const [focusName, setFocusName] = useState(() => Boolean((location.state as { focusName?: boolean } | null)?.focusName));
  const [focusAdded, setFocusAdded] = useState<string | null>(null);
  const [justPublished, setJustPublished] = useState(false);
  const [publishGone, setPublishGone] = useState(true);
  const { showToast } = useToast();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [addingSubform, setAddingSubform] = useState(false);
  const [picking, setPicking] = useState<AddKind | null>(null);
  // A failed refresh shows through the query's error; callers never need to handle it.
  const reload = () => query.refetch().catch(() => undefined);
  const { add, adding } = useAddElement(templateId);
  const actions = useBuilderActions(templateId, reload);
  const { template } = query;
  const pages = useMemo(() => (template?.pages ?? []) as unknown as readonly BuilderPage[], [template]);
  const storedSummaryPages = template?.summaryPages as unknown as readonly BuilderPage[] | undefined;
  const summary = useSummaryPages(query.outcomeGroups, pages, storedSummaryPages);
  const { rows } = summary;
  const selected = rows.find((row) => row.node.id === selectedId);
  // Once the header has mounted with the template: a later remount (after a rename) must not take the focus again.
  useEffect(() => {
    if (focusName && template) setFocusName(false);
  }, [focusName, template]);
  useEffect(() => {
    if (!justPublished || !publishGone || template?.status !== 'PUBLISHED') return;
    document.getElementById(startDraftButtonId)?.focus();
    setJustPublished(false);
  }, [justPublished, publishGone, template?.status]);
  const properties = usePropertyPanel(templateId, reload, selected?.node, template?.rolesV2);
  const settings = useTemplateSettings(templateId, template?.revision ?? 0, reload);

  if (query.loading && !template) return <PageLoading />;
  if (query.error && !template) return <QueryErrorPage error={query.error} />;
  if (!template) return <Alert severity="warning">This template was not found.</Alert>;

  const draft = template.status === 'DRAFT';
  const labelOf = (id: string) => {
    const row = rows.find((candidate) => candidate.node.id === id);
    return row ? nodeLabel(row.node) : 'The template';
  };
  const onAdd = (entry: AddKind) => {
    if (entry.needsTemplate) {
      setAddingSubform(true);
      return;
    }
    if (entry.picks) {
      setPicking(entry);
      return;
    }
    add(entry, pages, selected, { summaryPages: summary.summaryPages, rows })
      .then((id) => {
        if (!id) return;
        setSelectedId(id);
        setFocusAdded(id);
      })
      .catch(() => showToast('The element could not be added. Please try again.', { variant: 'error' }));
  };
  const startDraft = async () => {
    const id = await actions.startDraft(template.groupId);
    if (id) await navigate(pathOf(id));
  };

  return (
    <Box>
      {template.programId ? (
        <Link component={RouterLink} to={programPathOf(template.programId)} sx={{ display: 'inline-block', mb: 2 }}>
          Back to the program studio
        </Link>
      ) : null}
      <BuilderHeader
        template={template}
        busy={actions.busy}
        focusName={focusName}
        onRename={(name) => void actions.rename(name, template.revision)}
        onStartDraft={() => void startDraft()}
        onPublish={() => {
          setPublishing(true);
          setPublishGone(false);
        }}
        onOpenSettings={() => setSettingsOpen(true)}
        onDelete={() => setDeleting(true)}
      />
      <DeleteDraftDialog
        open={deleting}
        templateGroupId={template.groupId}
        name={template.name}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          showToast(`The ${template.name} template is deleted.`, { variant: 'success' });
          void navigate(template.programId ? programPathOf(template.programId) : '/studio');
        }}
      />
      <TemplateSettingsPanel template={template} open={settingsOpen} onClose={() => setSettingsOpen(false)} reload={reload} />
      {draft ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          This version is {template.status.toLowerCase()} and read-only.{template.isLatest && template.status === 'PUBLISHED' ? ' Start Draft to make changes.' : ''}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)', lg: '280px minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={panel}>
          <Stack spacing={2}>
            {draft ? (
              <AddElementMenu onAdd={onAdd} disabled={adding} columnsOnly={addsTableColumns(selected, rows)} onSummaryPage={selectedSummaryPage(selected, rows) !== null} />
            ) : null}
            <BuilderOutline
              rows={rows}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMove={draft ? (row, direction) => actions.move(row, direction) : undefined}
              onMoveTo={draft ? actions.moveTo : undefined}
              onRemove={draft ? (row) => void actions.remove(row).then((removed) => removed && setSelectedId(null)) : undefined}
              busy={actions.busy || adding}
            />
          </Stack>
        </Paper>
        <BuilderPreviewPanel pages={pages} selectedId={selectedId} roles={template.rolesV2} renderPreview={renderPreview} />
        <Stack spacing={2} sx={{ minWidth: 0, gridColumn: { md: '1 / -1', lg: 'auto' } }}>
          <Paper variant="outlined" sx={panel}>
            <PropertyPanel
              node={selected?.node}
              rows={rows}
              readOnly={!draft || properties.busy}
              notice={properties.notice}
              edits={properties.edits}
              roles={properties.roles}
              programId={template.programId ?? null}
              focusFirstField={selected !== undefined && selected.node.id === focusAdded}
              onFocused={() => setFocusAdded(null)}
            />
          </Paper>
          <Paper variant="outlined" sx={panel}>
            <VersionHistory groupId={template.groupId} currentId={template.id} pathOf={pathOf} />
          </Paper>
        </Stack>
      </Box>
      <AddSubformDialog
        open={addingSubform}
        programId={template.programId ?? null}
        onClose={() => setAddingSubform(false)}
        onAdd={(subformTemplateId) => {
          setAddingSubform(false);
          const subform = structureKinds.find((entry) => entry.kind === 'Subform')!;
          onAdd({ ...subform, needsTemplate: false, fields: { ...subform.fields, templateId: subformTemplateId } });
        }}
      />
      <AddSummaryItemDialog
        picking={picking?.picks ?? null}
        questions={summary.questions}
        outcomeGroups={summary.outcomeGroups}
        onClose={() => setPicking(null)}
        onAdd={(fields) => {
          if (picking) onAdd({ ...picking, picks: undefined, fields });
          setPicking(null);
        }}
      />
      <PublishDialog
        template={template}
        open={publishing}
        saveListing={settings.save}
        onExited={() => setPublishGone(true)}
        labelOf={labelOf}
        onClose={() => setPublishing(false)}
        onPublished={() => {
          setPublishing(false);
          setJustPublished(true);
          showToast(`Version ${template.version} is published.`, { variant: 'success' });
          void reload();
        }}
      />
    </Box>
  );
}
