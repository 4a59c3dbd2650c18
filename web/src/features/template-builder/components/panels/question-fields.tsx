import type { BuilderElement } from '../../hooks/builder-tree';
import { BlurTextField } from '../blur-text-field';
import type { PanelProps } from './panel-props';
import { SwitchField } from './switch-field';
import { propertyHelp } from '../../hooks/property-help';

/** A question of any kind. */
export type QuestionNode = Extract<BuilderElement, { title: string }>;

const orNull = (value: string) => (value.trim() ? value : null);

/** The fields every question shares: title, name, prompt, description, info, required and disabled (its default mapping is apart). */
export function QuestionFields({ node, readOnly, edits }: PanelProps<QuestionNode>) {
  return (
    <>
      <BlurTextField label="Title" required value={node.title} disabled={readOnly} onCommit={(title) => edits.save({ title })} />
      <BlurTextField label="Name" value={node.questionName ?? ''} disabled={readOnly} helperText={propertyHelp.name} onCommit={(name) => edits.save({ name: orNull(name) })} />
      <BlurTextField label="Prompt" multiline minRows={2} value={node.prompt ?? ''} disabled={readOnly} helperText={propertyHelp.prompt} onCommit={(prompt) => edits.save({ prompt: orNull(prompt) })} />
      <BlurTextField
        label="Description"
        multiline
        minRows={2}
        value={node.description ?? ''}
        disabled={readOnly}
        helperText={propertyHelp.description}
        onCommit={(description) => edits.save({ description: orNull(description) })}
      />
      <BlurTextField label="Info" multiline minRows={2} value={node.info ?? ''} disabled={readOnly} helperText={propertyHelp.info} onCommit={(info) => edits.save({ info: orNull(info) })} />
      <SwitchField label="Required" checked={node.required} disabled={readOnly} onChange={(required) => edits.save({ required })} />
      <SwitchField label="Disabled (shown, not answerable)" help={propertyHelp.disabled} checked={node.disabled} disabled={readOnly} onChange={(disabled) => edits.save({ disabled })} />
    </>
  );
}
