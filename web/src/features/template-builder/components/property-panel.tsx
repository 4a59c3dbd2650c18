import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { kindLabel, type BuilderNode, type OutlineRow } from '../hooks/builder-tree';
import type { Choice } from '../hooks/panel-choices';
import type { PanelEdits } from '../hooks/panel-edits';
import { useKeptFocus } from '../hooks/use-kept-focus';
import { conflictMessage, saveFailedMessage } from '../hooks/use-save-element';
import { BusinessKeysEditor } from './panels/business-keys-editor';
import { ConditionsEditor, type ConditionalNode } from './panels/conditions-editor';
import { DefaultMappingFields } from './panels/default-mapping-fields';
import { KindFields } from './panels/kind-fields';
import type { PanelProps } from './panels/panel-props';
import { QuestionFields } from './panels/question-fields';
import { QuestionSummaryFields } from './panels/question-summary-fields';
import { NameFields, RepeatableSectionFields, StaticTextFields } from './panels/structure-fields';
import { SubformFields } from './panels/subform-fields';

interface PropertyPanelProps {
  node: BuilderNode | undefined;
  rows: readonly OutlineRow[];
  readOnly: boolean;
  notice: 'conflict' | 'failed' | null;
  edits: PanelEdits;
  roles: readonly Choice[];
  programId: string | null;
  /** Puts the focus in the first field (an element just added, to be named at once). */
  focusFirstField?: boolean;
  onFocused?: () => void;
}

function NodeFields(props: PanelProps) {
  const { node } = props;
  switch (node.__typename) {
    case 'Page':
    case 'SummaryPage':
    case 'Section':
      return <NameFields {...props} node={node} />;
    case 'RepeatableSection':
      return (
        <>
          <NameFields {...props} node={node} />
          <RepeatableSectionFields {...props} node={node} />
        </>
      );
    case 'StaticText':
      return <StaticTextFields {...props} node={node} />;
    case 'Subform':
      return <SubformFields {...props} node={node} />;
    case 'QuestionSummary':
      return <QuestionSummaryFields {...props} node={node} />;
    default:
      return 'title' in node ? (
        <>
          <QuestionFields {...props} node={node} />
          <KindFields {...props} />
          <DefaultMappingFields {...props} node={node} />
          <BusinessKeysEditor {...props} node={node} />
        </>
      ) : (
        <Typography color="text.secondary">This element has no properties to edit.</Typography>
      );
  }
}

const isConditional = (node: BuilderNode): node is ConditionalNode => 'dependsOn' in node;

/**
 * The fields of the selected page or element, by its kind: text saved on blur, switches and choices at once,
 * options, conditions and rules one small write each. A read-only version shows them disabled.
 */
export function PropertyPanel({ node, notice, focusFirstField = false, onFocused, ...context }: PropertyPanelProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusFirstField || !form.current) return;
    form.current.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), textarea:not(:disabled)')?.focus();
    onFocused?.();
  }, [focusFirstField, onFocused, node?.id]);
  const keptFocus = useKeptFocus(form, node?.id, node?.version, !context.readOnly);
  if (!node) return <Typography color="text.secondary">Select a page or element in the outline to edit it.</Typography>;
  const props: PanelProps = { node, ...context };
  return (
    // Keyed by version: after a save or a CONFLICT the fields start again from the element as stored.
    <Stack spacing={2} key={`${node.id}-${node.version}`} ref={form} {...keptFocus} component="form" aria-label={`Properties of ${kindLabel(node.__typename ?? '')}`} onSubmit={(event) => event.preventDefault()}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        {kindLabel(node.__typename ?? '')} properties
      </Typography>
      {notice ? <Alert severity={notice === 'conflict' ? 'warning' : 'error'}>{notice === 'conflict' ? conflictMessage : saveFailedMessage}</Alert> : null}
      <NodeFields {...props} />
      {isConditional(node) ? <ConditionsEditor {...props} node={node} /> : null}
    </Stack>
  );
}
