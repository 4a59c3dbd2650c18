import Box from '@mui/material/Box';
import { elementAccess } from '@schema/forms/element-access';
import type { IndexableTemplate } from '@schema/template/template-index';
import { useEffect, useMemo, useRef } from 'react';
import { FormPages, type FormPageNode } from '@/features/forms/components/form-pages';
import { FormAnswersProvider } from '@/features/forms/hooks/form-answers';
import type { PreviewRequest } from '@/features/template-builder/components/builder-preview-panel';

const noResponses: never[] = [];

/** Scrolls the preview box (never the window) so the element sits at its top. */
function scrollToElement(box: HTMLElement, elementId: string) {
  const element = box.querySelector(`[data-element-id="${CSS.escape(elementId)}"]`);
  if (!element || box.scrollHeight <= box.clientHeight) return;
  box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
}

/**
 * The builder's live preview: the form renderer with answers that are tried but never saved, so conditions
 * follow the author's answers; pages and sections as the chosen role sees them in the chosen status; opened at
 * the page of the outline's selection, scrolled to the selected element and outlined.
 */
export function BuilderPreview({ pages, pageId, selectedId, viewer }: PreviewRequest) {
  const formPages = pages as unknown as readonly FormPageNode[];
  // The builder's pages carry what the rules read (children, table columns, dependsOn, permissions).
  const template = useMemo(() => ({ pages: formPages }) as unknown as IndexableTemplate, [formPages]);
  const access = useMemo(() => elementAccess(template, viewer), [template, viewer]);
  const shown = useMemo(() => formPages.filter((page) => access.canView(page.id)), [formPages, access]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selectedId || !box.current) return;
    // After the page the selection is on has rendered (FormPages opens it in its own effect).
    const frame = requestAnimationFrame(() => box.current && scrollToElement(box.current, selectedId));
    return () => cancelAnimationFrame(frame);
  }, [selectedId, pageId, shown]);
  const selectedOutline = selectedId ? { [`& [data-element-id="${CSS.escape(selectedId)}"]`]: { outline: 2, outlineColor: 'primary.main', outlineOffset: 4, borderRadius: 1 } } : {};
  return (
    <Box ref={box} sx={{ maxHeight: { md: '70vh' }, overflowY: { md: 'auto' }, p: 0.5, ...selectedOutline }}>
      {shown.length === 0 ? (
        <Box sx={{ color: 'text.secondary' }}>No page of this form is shown to this role in this status.</Box>
      ) : (
        <FormAnswersProvider formId="preview" responses={noResponses} template={template} access={access} preview>
          <FormPages pages={shown} pageId={pageId} />
        </FormAnswersProvider>
      )}
    </Box>
  );
}
