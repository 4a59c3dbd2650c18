import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useToast } from '@/components/toast/toast-context';
import type { DataExplorerConfigQuery } from '@/gql/graphql';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDataExplorerConfig, useSaveDataExplorerConfig } from '../api/use-data-explorer-config';
import { defaultColumnKeys, draftOf, draftProblem, saveInputOf, type ConfigDraft } from '../hooks/config-draft';
import { TemplateColumnsField } from './template-columns-field';

type Config = DataExplorerConfigQuery['dataExplorerConfig'];

/** The toast after a save. */
export const configSavedMessage = 'Data Explorer configuration saved.';

/** The studio program's Data Explorer Configuration: which templates and columns the program exposes, who may export. */
export function ExplorerConfigPage({ programId }: { programId: string }) {
  useDocumentTitle('Data Explorer Configuration');
  const { data, loading, error, refetch } = useDataExplorerConfig(programId);
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  if (!data) return null;
  // A new version read (after a save or a conflict) starts a fresh draft from it.
  return <ConfigForm key={data.dataExplorerConfig.version} config={data.dataExplorerConfig} reload={() => void refetch()} />;
}

function ConfigForm({ config, reload }: { config: Config; reload(): void }) {
  const [draft, setDraft] = useState<ConfigDraft>(() => draftOf(config));
  const [save, saving] = useSaveDataExplorerConfig();
  const { showToast } = useToast();
  const problem = draftProblem(draft);

  async function submit() {
    try {
      await save({ variables: { input: saveInputOf(config, draft) } });
      showToast(configSavedMessage, { variant: 'success' });
      reload();
    } catch (failure) {
      const conflict = hasErrorCode(failure, 'CONFLICT');
      showToast(conflict ? 'Someone else changed the configuration: it was reloaded, make your change again.' : 'The configuration could not be saved.', { variant: 'error' });
      if (conflict) reload();
    }
  }

  const setColumns = (groupId: string, chosen: string[] | null) =>
    setDraft((current) => {
      const columns = { ...current.columns };
      if (chosen === null) delete columns[groupId];
      else columns[groupId] = chosen;
      return { ...current, columns };
    });

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Data Explorer Configuration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        Choose the templates the program’s Data Explorer shows, their columns, and who may explore and export them. Every row and answer is still
        shown only to those who may see it.
      </Typography>
      <FormControl component="fieldset" sx={{ mb: 3 }}>
        <FormLabel component="legend">Who may export</FormLabel>
        <RadioGroup value={draft.exporters} onChange={(event) => setDraft({ ...draft, exporters: event.target.value as ConfigDraft['exporters'] })}>
          <FormControlLabel value="PROGRAM_ADMINS" control={<Radio />} label="Program admins" />
          <FormControlLabel value="ROLE" control={<Radio />} label="Program admins and the members of a role" />
        </RadioGroup>
        {draft.exporters === 'ROLE' ? (
          <TextField select label="Role" value={draft.exportRoleId} onChange={(event) => setDraft({ ...draft, exportRoleId: event.target.value })} sx={{ mt: 1, minWidth: 260 }}>
            {config.roles.length === 0 ? <MenuItem disabled value="">The program has no roles yet</MenuItem> : null}
            {config.roles.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {role.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </FormControl>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Templates
      </Typography>
      {config.candidates.length === 0 ? <Alert severity="info">The program has no published templates yet.</Alert> : null}
      <Stack sx={{ gap: 2 }}>
        {config.candidates.map((candidate) => (
          <TemplateColumnsField
            key={candidate.templateGroupId}
            name={candidate.name}
            columns={candidate.columns}
            chosen={draft.columns[candidate.templateGroupId] ?? null}
            onChange={(chosen) => setColumns(candidate.templateGroupId, chosen)}
            defaults={defaultColumnKeys}
          />
        ))}
      </Stack>
      {problem ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" onClick={() => void submit()} disabled={saving.loading || problem !== null}>
          {saving.loading ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}
