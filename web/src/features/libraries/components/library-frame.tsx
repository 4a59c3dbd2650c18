import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import type { LibrarySchemaPartsFragment } from '@/gql/graphql';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLibrarySchema } from '../api/use-libraries';
import { libraryPath } from '../hooks/library-paths';
import { StatusChip } from './library-management-page';

/** A library's schema as the screens read it. */
export type LibrarySchema = LibrarySchemaPartsFragment;

/** The part of a library a screen shows (its tab). */
export type LibraryTab = 'items' | 'configure_fields' | 'configure' | 'detail' | 'import' | 'permissions';

/**
 * A library screen's frame: loads the library (its not-found page names the id: "Library X was not found."), then
 * shows its name, status and tabs above the screen. The configuration and Permissions tabs show to the library's
 * admins only, Import to its editors.
 */
export function LibraryFrame({ libraryId, tab, title, children }: { libraryId: string; tab: LibraryTab; title: string; children(library: LibrarySchema): ReactNode }) {
  const { data, loading, error } = useLibrarySchema(libraryId);
  const library = data?.fetchSchema;
  useDocumentTitle(library ? `${library.objectName}: ${title}` : title);
  if (error && !library) return <QueryErrorPage error={error} />;
  if (loading && !library) return <PageLoading />;
  if (!library) return null;
  const base = libraryPath(library.id);
  const tabs = [
    { value: 'items', label: 'Items', to: base },
    ...(library.permissions.canConfigure
      ? [
          { value: 'configure_fields', label: 'Configure fields', to: `${base}/configure_fields` },
          { value: 'configure', label: 'Configure', to: `${base}/configure` },
        ]
      : []),
    ...(library.permissions.canEditItems ? [{ value: 'import', label: 'Import', to: `${base}/import` }] : []),
    ...(library.permissions.canConfigure ? [{ value: 'permissions', label: 'Permissions', to: `${base}/permissions` }] : []),
  ];
  return (
    <Box sx={{ maxWidth: 1100, minWidth: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {library.objectName}
        </Typography>
        <StatusChip status={library.status} />
      </Stack>
      <Tabs value={tabs.some((entry) => entry.value === tab) ? tab : false} aria-label="Library sections" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((entry) => (
          <Tab key={entry.value} value={entry.value} label={entry.label} component={RouterLink} to={entry.to} />
        ))}
      </Tabs>
      {children(library)}
    </Box>
  );
}
