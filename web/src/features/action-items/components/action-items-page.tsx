import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionItemsGrid } from './action-items-grid';

/** The id of the page's heading: where focus goes when the last item on the page leaves it. */
const headingId = 'action-items-heading';

/** Which of the caller's items the page lists: `?show=completed` for the completed and dismissed ones. */
function useShownList() {
  const [params, setParams] = useSearchParams();
  const closed = params.get('show') === 'completed';
  const show = (next: 'open' | 'completed') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'completed') updated.set('show', 'completed');
      else updated.delete('show');
      // Another list: its pages and cursors start again.
      updated.delete('page');
      updated.delete('cursor');
      return updated;
    });
  return { closed, show };
}

/**
 * The caller's action items, open ones by default, or the completed and dismissed ones; each can be completed,
 * dismissed or reopened. Paged by cursor, with page, size, cursor and show in the address.
 */
export function ActionItemsPage() {
  useDocumentTitle('Action Items');
  const { closed, show } = useShownList();
  return (
    <PageContainer>
      <Typography id={headingId} tabIndex={-1} variant="h1" sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
        Action Items
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Which action items"
        value={closed ? 'completed' : 'open'}
        onChange={(_event, value: 'open' | 'completed' | null) => value && show(value)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="open">Open</ToggleButton>
        <ToggleButton value="completed">Completed</ToggleButton>
      </ToggleButtonGroup>
      {/* A key per list: the grid's remembered cursors belong to one list. */}
      <ActionItemsGrid key={closed ? 'closed' : 'open'} closed={closed} fallbackFocusId={headingId} />
    </PageContainer>
  );
}
