import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PagedTable, type TableColumn } from '@/components/paged-table';
import { SidePanel } from '@/components/side-panel';
import { usePageParams } from '@/lib/pagination/use-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCampusDomains } from '../api/campus-domains';
import { useSearchPrograms } from '../api/search-programs';
import { NewProgramForm } from './new-program-form';
import { allDomains, ProgramListControls, programSortChoices } from './program-list-controls';

/** Waits this long after the last keystroke before searching. */
const searchDelayMs = 300;

/** The studio page of a campus's program. */
export function studioProgramPath(campusId: string, programId: string): string {
  return `/studio/campus/${encodeURIComponent(campusId)}/program/${encodeURIComponent(programId)}`;
}

type ProgramRow = { id: string; name: string; domain: { name: string } };

/**
 * The studio campus index: the campus's programs (searchable, filtered by domain, sorted, paged), and New Program
 * in a right side panel.
 */
export function CampusProgramsPage({ campusId, campusName }: { campusId: string; campusName?: string }) {
  const title = campusName ?? campusId;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const paging = usePageParams();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  // Each opening starts a fresh form; the form stays while the panel slides shut.
  const [creating, setCreating] = useState({ open: false, form: 0 });
  const [domainId, setDomainId] = useState(allDomains);
  const [sortKey, setSortKey] = useState(programSortChoices[0]!.key);
  const sort = (programSortChoices.find((choice) => choice.key === sortKey) ?? programSortChoices[0]!).sort;
  const { domains } = useCampusDomains(campusId);
  const programs = useSearchPrograms({ campusCode: campusId, search, page: paging.page, size: paging.size, filter: { domainId: domainId || null }, sort });
  const { setPage } = paging;

  useEffect(() => {
    const next = input.trim();
    if (next === search) return undefined;
    // A new search starts again from its first page.
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [input, search, setPage]);

  if (programs.error && !programs.data) return <QueryErrorPage error={programs.error} />;

  const page = programs.data?.searchPrograms;
  const columns: Array<TableColumn<ProgramRow>> = [
    { key: 'name', header: 'Name', render: (row) => <AppLink href={studioProgramPath(campusId, row.id)}>{row.name}</AppLink> },
    { key: 'domain', header: 'Domain', render: (row) => row.domain.name },
  ];
  const close = () => setCreating((state) => ({ ...state, open: false }));

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <TextField label="Search programs" type="search" value={input} onChange={(event) => setInput(event.target.value)} size="small" sx={{ flexGrow: 1, width: { xs: '100%', sm: 'auto' }, maxWidth: { sm: 360 } }} />
        <ProgramListControls
          domains={domains}
          domainId={domainId}
          sortKey={sortKey}
          onDomainChange={(next) => {
            setDomainId(next);
            setPage(1);
          }}
          onSortChange={(next) => {
            setSortKey(next);
            setPage(1);
          }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating({ open: true, form: creating.form + 1 })}>
          New Program
        </Button>
      </Box>
      <PagedTable
        label={`Programs of ${title}`}
        columns={columns}
        rows={page?.docs ?? []}
        rowKey={(row) => row.id}
        total={page?.meta.total ?? 0}
        paging={paging}
        loading={programs.loading}
        emptyText="No programs found"
      />
      <SidePanel open={creating.open} title="New Program" onClose={close}>
        {creating.form > 0 ? (
          <NewProgramForm
            key={creating.form}
            campusCode={campusId}
            onCreated={(programId) => {
              close();
              void navigate(studioProgramPath(campusId, programId));
            }}
            onCancel={close}
          />
        ) : null}
      </SidePanel>
    </>
  );
}
