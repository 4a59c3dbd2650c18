import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useSyncExternalStore } from 'react';
import { pageProgress, progressQuestionIds, progressText } from '@schema/forms/page-progress';
import { indexTemplate, type IndexableTemplate } from '@schema/template/template-index';
import { useOptionalFormAnswers } from '../../hooks/form-answers';
import type { FormPageNode } from '../form-pages';

const noStore = () => () => {};

/** What the asterisk after a question's title means, said once per page that has one. */
export const requiredLegend = 'Questions marked * are required.';

/**
 * "3 of 7 answered" for one page of a form being filled in, with a bar, and what the required marker means. It subscribes to the form's answers on
 * its own and selects a short string, so an answer re-renders this line only (and only when the count changes),
 * never the questions. Nothing outside a form (a template's preview).
 */
export function PageProgressLine({ page }: { page: FormPageNode }) {
  const answers = useOptionalFormAnswers();
  // The fetched page has the shape the rules walk; only the generated types differ (strings for its enums).
  const { questionIds, anyRequired } = useMemo(() => {
    const index = indexTemplate({ pages: [page] } as unknown as IndexableTemplate);
    const ids = progressQuestionIds(index, page.id);
    const required = index.nodes.some((node) => node.element && 'required' in node.element && node.element.required);
    return { questionIds: ids, anyRequired: required };
  }, [page]);
  const store = answers?.store;
  const counted = useSyncExternalStore(store?.subscribe ?? noStore, () => {
    if (!store) return '';
    const { answered, total } = pageProgress(questionIds, (id) => store.isVisible(id, null), store.answersAt(null));
    return `${answered}/${total}`;
  });
  if (!counted) return null;
  const [answered = 0, total = 0] = counted.split('/').map(Number);
  if (total === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 2, '@media print': { display: 'none' } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {progressText({ answered, total })}
      </Typography>
      <LinearProgress variant="determinate" value={(answered / total) * 100} aria-hidden sx={{ flex: '1 1 80px', maxWidth: 240, height: 6, borderRadius: 3 }} />
      {anyRequired ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: { xs: '100%', sm: 'auto' }, ml: { sm: 'auto' } }}>
          {requiredLegend}
        </Typography>
      ) : null}
    </Box>
  );
}
