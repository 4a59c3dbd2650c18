import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { RowScope } from '../hooks/answer-scope';
import { useFormReadOnly } from '../hooks/form-answers';
import { useFocusAfterRemove } from '../hooks/use-focus-after-remove';
import { useTableRows } from '../hooks/use-table-rows';
import type { ElementNode, HeadingLevel } from './element-types';
import { nextHeadingLevel } from './element-types';
import { useFocusFirstField } from './fields/focus-first-field';
import { RemoveRowDialog } from './fields/remove-row-dialog';
import { visuallyHidden } from '@/lib/visually-hidden';

type RepeatableSection = Extract<ElementNode, { __typename: 'RepeatableSection' }>;

interface InstanceProps {
  section: RepeatableSection;
  rowId: string;
  index: number;
  focus: boolean;
  headingLevel: HeadingLevel;
  renderChildren(level: HeadingLevel): ReactNode;
  /** Absent when instances may not be removed (a read-only form). */
  onRemove?: () => void;
}

function Instance({ section, rowId, index, focus, headingLevel, renderChildren, onRemove }: InstanceProps) {
  const ref = useFocusFirstField<HTMLDivElement>(focus);
  const name = `${section.name} ${index + 1}`;
  return (
    <RowScope parentId={section.id} rowId={rowId}>
      <Paper ref={ref} variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography component={`h${headingLevel}`} variant="h3" sx={{ fontSize: '1rem' }}>
            {name}
          </Typography>
          {onRemove ? (
            <Button color="error" size="small" onClick={onRemove} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          ) : null}
        </Box>
        {renderChildren(nextHeadingLevel(headingLevel))}
      </Paper>
    </RowScope>
  );
}

/**
 * A repeatable section in a form: one block per instance, each answering the section's questions at
 * {parentId: the section, rowId}, with "Add another" and "Remove"; an empty section shows one "Add" button.
 */
export function RepeatableSectionView({
  section,
  headingLevel,
  renderChildren,
}: {
  section: RepeatableSection;
  headingLevel: HeadingLevel;
  renderChildren(level: HeadingLevel): ReactNode;
}) {
  const { rowIds, add, remove, justAdded, busy } = useTableRows(section.id);
  const readOnly = useFormReadOnly(section.id);
  const [removing, setRemoving] = useState<number | null>(null);
  const removingId = removing === null ? undefined : rowIds[removing];
  const { addButton, removing: startRemoving } = useFocusAfterRemove(busy);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component={`h${headingLevel}`} variant={headingLevel === 2 ? 'h2' : 'h3'} sx={{ mb: section.description ? 1 : 2 }}>
        {section.name}
        {section.required ? (
          <>
            <span aria-hidden> *</span>
            <Box component="span" sx={visuallyHidden}>
              {' '}(required)
            </Box>
          </>
        ) : null}
      </Typography>
      {section.description ? <Typography sx={{ color: 'text.secondary', mb: 2, whiteSpace: 'pre-line' }}>{section.description}</Typography> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {rowIds.map((rowId, index) => (
          <Instance
            key={rowId}
            section={section}
            rowId={rowId}
            index={index}
            focus={rowId === justAdded}
            headingLevel={nextHeadingLevel(headingLevel)}
            renderChildren={renderChildren}
            onRemove={readOnly ? undefined : () => setRemoving(index)}
          />
        ))}
        <Box>
          <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={() => void add()} disabled={busy || readOnly} aria-label={`${rowIds.length ? 'Add another' : 'Add'} ${section.name}`}>
            {rowIds.length ? 'Add another' : 'Add'}
          </Button>
        </Box>
      </Box>
      <RemoveRowDialog
        open={removingId !== undefined}
        title={`Remove ${section.name} ${(removing ?? 0) + 1}?`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRemoving(null);
          if (!removingId) return;
          startRemoving();
          void remove(removingId);
        }}
      />
    </Paper>
  );
}
