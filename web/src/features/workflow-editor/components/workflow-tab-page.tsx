import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { useState } from 'react';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateWorkflowMutation } from '../api/create-workflow';
import { useWorkflowTemplate, type WorkflowTemplate } from '../api/workflow-template';
import { useWorkflowsByTemplateGroup, type WorkflowVersion } from '../api/workflows-by-template-group';
import { useEditorCatalogue } from '../hooks/use-editor-catalogue';
import { succeededOrThrow } from '../hooks/workflow-outcome';
import { WorkflowVersionEditor } from './workflow-version-editor';

function versionName(workflow: WorkflowVersion, attachedId: string | null | undefined): string {
  const state = [workflow.readOnly ? 'published' : 'draft', workflow.id === attachedId && 'attached'].filter(Boolean).join(', ');
  return `${workflow.name} · version ${workflow.version} (${state})`;
}

function NoWorkflow({ template, onCreated }: { template: WorkflowTemplate; onCreated: () => void }) {
  const { showToast } = useToast();
  const [create, { loading }] = useCreateWorkflowMutation();
  const onCreate = async () => {
    try {
      const result = await create({ variables: { input: { templateGroupId: template.groupId, name: `${template.name} workflow` } } });
      succeededOrThrow(result.data?.createWorkflow);
      onCreated();
    } catch (error) {
      showToast(error instanceof Error ? `Could not create the workflow: ${error.message}` : 'Could not create the workflow.', { variant: 'error' });
    }
  };
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Typography>This template has no workflow yet.</Typography>
      <Button variant="contained" disabled={loading} onClick={() => void onCreate()}>
        Create Workflow
      </Button>
    </Stack>
  );
}

function WorkflowVersions({ template }: { template: WorkflowTemplate }) {
  const query = useWorkflowsByTemplateGroup(template.groupId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const catalogue = useEditorCatalogue(template);
  const versions = query.data?.workflowsByTemplateGroup;
  if (query.loading && !versions) return <PageLoading />;
  if (query.error && !versions) return <QueryErrorPage error={query.error} />;
  if (!versions || versions.length === 0) return <NoWorkflow template={template} onCreated={() => setChosen(null)} />;
  const workflow = versions.find((version) => version.id === chosen) ?? versions[0]!;
  const onConflict = async () => {
    setNotice('This workflow was changed elsewhere, so it has been reloaded as stored. Please make your last change again.');
    await query.refetch();
    setReloads((count) => count + 1);
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField select size="small" label="Workflow version" value={workflow.id} onChange={(event) => setChosen(event.target.value)} sx={{ width: '100%', maxWidth: 640 }}>
        {versions.map((version) => (
          <MenuItem key={version.id} value={version.id}>
            {versionName(version, template.workflowVersionId)}
          </MenuItem>
        ))}
      </TextField>
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <WorkflowVersionEditor
        key={`${workflow.id}:${reloads}`}
        workflow={workflow}
        template={template}
        catalogue={catalogue}
        onConflict={() => void onConflict()}
        onSelectVersion={(id) => setChosen(id)}
      />
    </Stack>
  );
}

/** The studio template's Workflow tab: the template group's workflow, edited as a diagram and a list. */
export function WorkflowTabPage({ templateId }: { templateId: string }) {
  const query = useWorkflowTemplate(templateId);
  const template = query.data?.templateById;
  useDocumentTitle(template ? `Workflow · ${template.name}` : 'Workflow');
  if (query.loading && !template) return <PageLoading />;
  if (query.error && !template) return <QueryErrorPage error={query.error} />;
  if (!template) return <NotFoundPage message={`Template ${templateId} was not found.`} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Workflow
      </Typography>
      <Typography color="text.secondary">
        {template.name}, version {template.version} ({template.status.toLowerCase()})
      </Typography>
      <WorkflowVersions template={template} />
    </Stack>
  );
}
