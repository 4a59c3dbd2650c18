import type { NodeOf } from '../../hooks/panel-choices';
import { OptionListEditor } from '../option-list-editor';
import type { PanelProps } from './panel-props';
import { SwitchField } from './switch-field';

/** An option question: several answers or one, shown as a dropdown or not, and its options. */
export function OptionFields({ node, readOnly, edits }: PanelProps<NodeOf<'OptionQuestion'>>) {
  return (
    <>
      <SwitchField label="Several answers" checked={node.isMultiSelect} disabled={readOnly} onChange={(isMultiSelect) => edits.save({ isMultiSelect })} />
      <SwitchField label="Show as a dropdown" checked={node.isDropdown} disabled={readOnly} onChange={(isDropdown) => edits.save({ isDropdown })} />
      <OptionListEditor
        options={node.options}
        disabled={readOnly}
        onAdd={edits.addOption}
        onRename={edits.renameOption}
        onRemove={edits.removeOption}
        onReorder={(options) => edits.save({ options })}
      />
    </>
  );
}
