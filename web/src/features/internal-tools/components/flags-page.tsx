import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageContainer } from '@/components/page-container';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureFlagSettings, type FlagSetting } from '../api/use-feature-flag-settings';
import { useFlagChange } from '../hooks/use-flag-change';
import { FlagChangeDialog } from './flag-change-dialog';
import { FlagList } from './flag-list';
import { FlagPanel } from './flag-panel';

const matches = (flag: FlagSetting, filter: string) =>
  flag.key.includes(filter.trim().toLowerCase()) || (flag.description ?? '').toLowerCase().includes(filter.trim().toLowerCase());

/**
 * `/flags` (internal tools): every feature flag the product reads, who sees it on, globally and per campus, and
 * who changed it when. Edit opens a flag's switches, each confirmed before it is set, and its history.
 */
export function FlagsPage() {
  useDocumentTitle('Feature Flags');
  const { data, error } = useFeatureFlagSettings();
  const change = useFlagChange();
  const [filter, setFilter] = useState('');
  const [openKey, setOpenKey] = useState<string | null>(null);
  if (error && !data) return <QueryErrorPage error={error} />;
  // Only the first load waits on a page: a refetch (after a conflict) keeps the open flag and the focus.
  if (!data) return <PageLoading />;

  const flags = data.featureFlagSettings;
  const shown = flags.filter((flag) => matches(flag, filter));
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Feature Flags
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>
        Every feature flag the product reads, and who sees it on: everyone, some campuses or some people. Edit a flag to switch it for everyone or
        for one campus, and to see who changed it when.
      </Typography>
      <TextField label="Filter flags" value={filter} onChange={(event) => setFilter(event.target.value)} size="small" sx={{ mb: 2, width: { xs: '100%', sm: 320 } }} />
      {flags.length === 0 ? <Typography>There are no feature flags.</Typography> : null}
      {flags.length > 0 && shown.length === 0 ? <Typography role="status">No flag matches “{filter.trim()}”.</Typography> : null}
      {shown.length > 0 ? <FlagList flags={shown} onOpen={setOpenKey} /> : null}
      <FlagPanel flag={flags.find((flag) => flag.key === openKey) ?? null} onClose={() => setOpenKey(null)} change={change} />
      <FlagChangeDialog change={change} />
    </PageContainer>
  );
}
