import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useOptionalFormValidation } from '../hooks/form-validation';
import { elementKindsOf } from './element-kinds';
import type { ElementNode } from './element-types';
import { ElementList } from './form-element-view';
import { FieldStyles } from './fields/field-styles';
import { preloadElementKinds } from './lazy-question-fields';
import { PageProgressLine } from './progress/page-progress-line';

/** A page of a form's template. */
export interface FormPageNode {
  id: string;
  name: string;
  children: readonly ElementNode[];
}

interface FormPagesProps {
  pages: readonly FormPageNode[];
  /** A page to open (the builder's preview opens the page of the element selected in its outline). */
  pageId?: string | null;
}

/**
 * The pages of a form: tabs when there is more than one, else the single page under its name, each with how many
 * of its questions are answered. A link of the error summary to a question on another page opens that page.
 */
export function FormPages({ pages, pageId }: FormPagesProps) {
  usePreloadedElementKinds(pages);
  const [selected, setSelected] = useState(0);
  const focusPageId = useOptionalFormValidation()?.focusRequest?.pageId;
  useEffect(() => {
    const at = pages.findIndex((page) => page.id === (focusPageId ?? pageId));
    if (at >= 0) setSelected(at);
  }, [pages, focusPageId, pageId]);
  const baseId = useId();
  const first = pages[0];
  if (!first) return <Typography color="text.secondary">This form has no pages.</Typography>;
  if (pages.length === 1) {
    return (
      <Box>
        <FieldStyles />
        <Typography variant="h2" sx={{ mb: 1 }}>
          {first.name}
        </Typography>
        <PageProgressLine page={first} />
        <ElementList elements={first.children} headingLevel={3} />
      </Box>
    );
  }
  const current = pages[Math.min(selected, pages.length - 1)] ?? first;
  return (
    <Box>
      <FieldStyles />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current.id} onChange={(_event, id: string) => setSelected(pages.findIndex((page) => page.id === id))} variant="scrollable" allowScrollButtonsMobile aria-label="Form pages">
          {pages.map((page) => (
            <Tab key={page.id} value={page.id} label={page.name} id={`${baseId}-tab-${page.id}`} aria-controls={`${baseId}-panel-${page.id}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`}>
        <PageProgressLine key={`progress-${current.id}`} page={current} />
        <ElementList key={current.id} elements={current.children} headingLevel={2} />
      </Box>
    </Box>
  );
}

/**
 * Starts loading the fields of every kind the pages hold while they first render (not in an effect, which runs
 * only after the whole form has rendered), once per template: each lazy field then finds its chunk on the way.
 */
function usePreloadedElementKinds(pages: readonly FormPageNode[]) {
  const preloadedFor = useRef<readonly FormPageNode[] | null>(null);
  if (preloadedFor.current !== pages) {
    preloadedFor.current = pages;
    preloadElementKinds(elementKindsOf(pages));
  }
}
