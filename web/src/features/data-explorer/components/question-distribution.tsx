import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DeepDiveQuery } from '@/gql/graphql';
import { DeepDiveForms } from './deep-dive-forms';

type Question = DeepDiveQuery['deepDive']['questions'][number];

/** One bar: its label, count, a bar as wide as its share, and the button that opens its forms. */
function Bar({ label, count, of, open, onToggle }: { label: string; count: number; of: number; open: boolean; onToggle(): void }) {
  const share = of > 0 ? Math.round((count / of) * 100) : 0;
  const counted = count.toLocaleString('en-US');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 14rem) minmax(0, 1fr) auto' }, gap: 1, alignItems: 'center' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
      <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, height: 14, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ height: '100%', width: `${share}%`, bgcolor: 'primary.main', borderRadius: 1 }} />
      </Box>
      <Button size="small" onClick={onToggle} aria-expanded={open} aria-label={`${counted} forms answered ${label} (${share}%): ${open ? 'hide' : 'show'} them`}>
        {counted} ({share}%)
      </Button>
    </Box>
  );
}

/** The newest forms a drill-down searches (functions/explorer/deep-dive: maxDeepDiveForms). */
const drillDownWindow = '5,000';

/** How a question's counts were made, in words: every form from the aggregate, or the newest forms read. */
export function countingText(question: Pick<Question, 'counting' | 'forms'>, sampled: boolean): string {
  const forms = question.forms.toLocaleString('en-US');
  const all = question.forms === 1 ? 'The one form' : `All ${forms} forms`;
  if (question.counting === 'ALL_FORMS') return `${all}, each as answered when it was last submitted or moved.`;
  return sampled ? `Based on the newest ${forms} forms.` : `${all}.`;
}

/**
 * A choice question's answers, each bar opening the forms behind it: counted from every form (the maintained
 * aggregate) or from the newest forms read, as its caption says. A multiple choice counted from every form has no
 * "No answer" bar (the aggregate cannot tell those forms apart).
 */
export function QuestionDistribution({ programId, templateGroupId, question, sampled }: { programId: string; templateGroupId: string; question: Question; sampled: boolean }) {
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  const forms = question.forms;
  const shown = forms - (question.hidden ?? 0);
  const options = question.options.map((option) => ({ id: option.optionId as string | null, label: option.label, count: option.count }));
  const bars = question.unanswered === null ? options : [...options, { id: null, label: 'No answer', count: question.unanswered }];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5, overflowWrap: 'anywhere' }}>
        {question.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {countingText(question, sampled)}
        {question.hidden ? ` Hidden by its conditions in ${question.hidden} of them.` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {bars.map((bar) => (
          <Box key={bar.id ?? 'none'}>
            <Bar label={bar.label} count={bar.count} of={shown} open={open === bar.id} onToggle={() => setOpen(open === bar.id ? undefined : bar.id)} />
            {open === bar.id ? (
              <Box sx={{ pl: { sm: 2 }, py: 1 }}>
                {question.counting === 'ALL_FORMS' ? (
                  <Typography variant="body2" color="text.secondary">
                    The newest forms answered this way now, among the newest {drillDownWindow}:
                  </Typography>
                ) : null}
                <DeepDiveForms programId={programId} templateGroupId={templateGroupId} questionId={question.questionId} optionId={bar.id} />
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
