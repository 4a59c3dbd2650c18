import type { BuilderElement } from '../../hooks/builder-tree';
import { propertyHelp } from '../../hooks/property-help';
import { BlurTextField } from '../blur-text-field';
import { PanelGroup } from './panel-group';
import type { PanelProps } from './panel-props';

type Mapped = Extract<BuilderElement, { defaultMapping: unknown }>;
type Mapping = { sourceId: string; fieldKey: string; value: string | null };

/**
 * Where a question's answer comes from when a form starts: a source's id, the field key in it and a fixed value.
 * Clearing the source removes the mapping.
 */
export function DefaultMappingFields({ node, readOnly, edits }: PanelProps<Mapped>) {
  const current: Mapping = { sourceId: node.defaultMapping?.sourceId ?? '', fieldKey: node.defaultMapping?.fieldKey ?? '', value: node.defaultMapping?.value ?? null };
  const commit = (changes: Partial<Mapping>) => {
    const next = { ...current, ...changes };
    edits.save({ defaultMapping: next.sourceId.trim() ? { sourceId: next.sourceId.trim(), fieldKey: next.fieldKey, value: next.value || null } : null });
  };
  return (
    <PanelGroup title="Default answer" help={propertyHelp.defaultAnswer}>
      <BlurTextField label="Source id" value={current.sourceId} disabled={readOnly} helperText={propertyHelp.sourceId} onCommit={(sourceId) => commit({ sourceId })} />
      <BlurTextField label="Field key" value={current.fieldKey} disabled={readOnly || !current.sourceId} helperText={propertyHelp.fieldKey} onCommit={(fieldKey) => commit({ fieldKey })} />
      <BlurTextField label="Value" value={current.value ?? ''} disabled={readOnly || !current.sourceId} helperText={propertyHelp.defaultValue} onCommit={(value) => commit({ value })} />
    </PanelGroup>
  );
}
