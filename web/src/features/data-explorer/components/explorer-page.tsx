import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDataExplorerTemplates } from '../api/use-data-explorer-rows';
import { emptyQuery, queryKey, type ExplorerQuery } from '../hooks/explorer-query';
import { ExplorerGrid } from './explorer-grid';
import { ExplorerQueryBar } from './explorer-query-bar';
import { ExportButton } from './export-button';

/** The program area's Data Explorer: a configured template's forms as rows, filtered, sorted, paged and exported. */
export function ExplorerPage({ programId }: { programId: string }) {
  useDocumentTitle('Data Explorer');
  const { data, loading, error } = useDataExplorerTemplates(programId);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<ExplorerQuery>(emptyQuery);
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageLoading />;
  const templates = data?.dataExplorerTemplates.templates ?? [];
  const chosen = templates.find((template) => template.templateGroupId === params.get('template')) ?? templates[0];

  // A new template or query starts at page 1 without a cursor: a cursor belongs to one query.
  const startOver = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      next.delete('cursor');
      change(next);
      return next;
    });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">Data Explorer</Typography>
        {chosen ? <ExportButton programId={programId} templateGroupId={chosen.templateGroupId} templateName={chosen.name} query={query} /> : null}
      </Box>
      {chosen ? (
        <>
          <TextField
            select
            label="Template"
            value={chosen.templateGroupId}
            onChange={(event) => {
              startOver((next) => next.set('template', event.target.value));
              setQuery(emptyQuery);
            }}
            sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
          >
            {templates.map((template) => (
              <MenuItem key={template.templateGroupId} value={template.templateGroupId}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          <ExplorerQueryBar
            key={chosen.templateGroupId}
            columns={chosen.columns}
            query={query}
            onChange={(next) => {
              startOver(() => undefined);
              setQuery(next);
            }}
          />
          <ExplorerGrid key={queryKey(chosen.templateGroupId, query)} programId={programId} templateGroupId={chosen.templateGroupId} query={query} />
        </>
      ) : (
        <Alert severity="info">No templates are exposed yet. The program’s admins choose them in the studio’s Data Explorer Configuration.</Alert>
      )}
    </Box>
  );
}
