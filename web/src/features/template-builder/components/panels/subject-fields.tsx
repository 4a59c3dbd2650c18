import type { NodeOf } from '../../hooks/panel-choices';
import { propertyHelp } from '../../hooks/property-help';
import { BlurTextField } from '../blur-text-field';
import { IdSelect } from './id-select';
import { LibraryRefFields } from './library-ref-fields';
import type { PanelProps } from './panel-props';
import { RoleMappingsEditor } from './role-mappings-editor';
import { campusQuestionChoices } from './search-fields';

/** A subject question: the subject's type, campus question, library and role mappings. */
export function SubjectFields({ node, rows, roles, readOnly, edits }: PanelProps<NodeOf<'SubjectQuestion'>>) {
  return (
    <>
      <BlurTextField
        label="Subject type"
        required
        helperText={propertyHelp.subjectType}
        value={node.subjectType}
        disabled={readOnly}
        onCommit={(subjectType) => subjectType.trim() && edits.save({ subjectType: subjectType.trim() })}
      />
      <IdSelect
        label="Campus question"
        value={node.campusQuestionId}
        choices={campusQuestionChoices(rows, node.id)}
        disabled={readOnly}
        emptyText="No campus search question in this template."
        help={propertyHelp.campusQuestion}
        onChange={(campusQuestionId) => edits.save({ campusQuestionId })}
      />
      <LibraryRefFields library={node.library} disabled={readOnly} onSave={(library) => edits.save({ library })} />
      <RoleMappingsEditor mappings={node.roleMappings} roles={roles} disabled={readOnly} onSave={(roleMappings) => edits.save({ roleMappings })} />
    </>
  );
}
