import type { NodeOf } from '../../hooks/panel-choices';
import { BlurTextField } from '../blur-text-field';
import { IdSelect } from './id-select';
import type { PanelProps } from './panel-props';
import { SubformTemplateSelect } from './subform-template-select';
import { propertyHelp } from '../../hooks/property-help';

/** A subform: its name, the subform template it opens and the form role that fills it in. */
export function SubformFields({ node, roles, programId, readOnly, edits }: PanelProps<NodeOf<'Subform'>>) {
  return (
    <>
      <BlurTextField label="Name" required value={node.name} disabled={readOnly} onCommit={(name) => name.trim() && edits.save({ name })} />
      <SubformTemplateSelect programId={programId} value={node.templateId || null} disabled={readOnly} onChange={(templateId) => edits.save({ templateId })} />
      <IdSelect label="Role" value={node.roleId} choices={roles} disabled={readOnly} help={propertyHelp.subformRole} emptyText="This template has no form roles yet." onChange={(roleId) => edits.save({ roleId })} />
    </>
  );
}
