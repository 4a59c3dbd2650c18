import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BuilderNode, OutlineRow } from '../../hooks/builder-tree';
import { useProgramRoleChoices } from '../../api/program-role-choices';
import { questionChoices, type NodeOf } from '../../hooks/panel-choices';
import { IdSelect } from './id-select';
import type { PanelProps } from './panel-props';
import { SwitchField } from './switch-field';
import { propertyHelp } from '../../hooks/property-help';
import { readableHelp } from '../blur-text-field';

const categories = [
  { value: 'BUILDING', label: 'Building' },
  { value: 'CAMPUS', label: 'Campus' },
  { value: 'DEPARTMENT', label: 'Department' },
  { value: 'PERSON', label: 'Person' },
  { value: 'ROOM', label: 'Room' },
];

const campusSearch = (node: BuilderNode) => node.__typename === 'SearchQuestion' && node.category === 'CAMPUS';

/** The campus search questions of the template (other than `exceptId`), for a "Campus question" picker. */
export function campusQuestionChoices(rows: readonly OutlineRow[], exceptId: string) {
  return questionChoices(rows, exceptId, campusSearch);
}

/**
 * What the assigned role's field says under it: the role the server resolved (roleAssigned) by name, or that the
 * role it named is gone, or what the field is for.
 */
export function roleAssignedHelp(node: Pick<NodeOf<'SearchQuestion'>, 'roleAssignedId' | 'roleAssigned'>): string {
  if (node.roleAssigned) return `The person found becomes this form's ${node.roleAssigned.name}.`;
  if (node.roleAssignedId) return 'This role is no longer one of the template\'s roles: choose another, or None.';
  return propertyHelp.roleAssigned;
}

/**
 * A search question: what it searches, its campus question, who may be found, and the roles involved: for a person
 * search, the program role its answer gives (a role of the template's program) and the form role.
 */
export function SearchFields({ node, rows, roles, readOnly, edits, programId }: PanelProps<NodeOf<'SearchQuestion'>>) {
  const programRoles = useProgramRoleChoices(node.category === 'PERSON' ? programId : null);
  return (
    <>
      <TextField select size="small" label="Search for" value={node.category} disabled={readOnly} helperText={propertyHelp.searchFor} slotProps={readableHelp} onChange={(event) => edits.save({ category: event.target.value })}>
        {categories.map((category) => (
          <MenuItem key={category.value} value={category.value}>
            {category.label}
          </MenuItem>
        ))}
      </TextField>
      <IdSelect
        label="Campus question"
        value={node.campusQuestionId}
        choices={campusQuestionChoices(rows, node.id)}
        disabled={readOnly}
        emptyText="No campus search question in this template."
        help={propertyHelp.campusQuestion}
        onChange={(campusQuestionId) => edits.save({ campusQuestionId })}
      />
      <SwitchField label="Allow external users" help={propertyHelp.allowExternalUsers} checked={node.allowExternalUsers} disabled={readOnly} onChange={(allowExternalUsers) => edits.save({ allowExternalUsers })} />
      <SwitchField label="The answer is the form's subject" help={propertyHelp.isSubject} checked={node.isSubject} disabled={readOnly} onChange={(isSubject) => edits.save({ isSubject })} />
      {node.category === 'PERSON' ? (
        <IdSelect
          label="Program role"
          value={node.programRoleId}
          choices={programRoles}
          disabled={readOnly}
          help={propertyHelp.programRole}
          emptyText="This template's program has no roles you administer."
          onChange={(programRoleId) => edits.save({ programRoleId })}
        />
      ) : null}
      <IdSelect
        label="Role assigned to the person found"
        value={node.roleAssignedId}
        choices={roles}
        disabled={readOnly}
        help={roleAssignedHelp(node)}
        onChange={(roleAssignedId) => edits.save({ roleAssignedId })}
      />
    </>
  );
}
