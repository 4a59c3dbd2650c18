import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newEntryId } from '../../hooks/new-entry-id';
import type { Choice } from '../../hooks/panel-choices';
import { BlurTextField } from '../blur-text-field';
import { IdSelect } from './id-select';
import { PanelGroup } from './panel-group';
import { propertyHelp } from '../../hooks/property-help';

interface RoleMapping {
  id: string;
  sourceField: string;
  roleId: string;
}

interface RoleMappingsProps {
  mappings: readonly RoleMapping[];
  roles: readonly Choice[];
  disabled: boolean;
  onSave: (mappings: RoleMapping[]) => void;
}

/** Which form role the people in a field of the chosen item get; the whole list is saved with each change. */
export function RoleMappingsEditor({ mappings, roles, disabled, onSave }: RoleMappingsProps) {
  const list = mappings.map(({ id, sourceField, roleId }) => ({ id, sourceField, roleId }));
  const change = (id: string, changes: Partial<RoleMapping>) => onSave(list.map((mapping) => (mapping.id === id ? { ...mapping, ...changes } : mapping)));
  return (
    <PanelGroup title="Role mappings" help={propertyHelp.roleMappings}>
      {list.map((mapping, index) => (
        <Stack key={mapping.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <BlurTextField label={`Source field ${index + 1}`} value={mapping.sourceField} disabled={disabled} onCommit={(sourceField) => change(mapping.id, { sourceField })} />
            <IdSelect label={`Role ${index + 1}`} value={mapping.roleId} choices={roles} clearable={false} disabled={disabled} onChange={(roleId) => roleId && change(mapping.id, { roleId })} />
          </Stack>
          <IconButton aria-label={`Remove role mapping ${index + 1}`} disabled={disabled} onClick={() => onSave(list.filter((item) => item.id !== mapping.id))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {roles.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This template has no form roles yet.
        </Typography>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        disabled={disabled || roles.length === 0}
        onClick={() => onSave([...list, { id: newEntryId('role-mapping'), sourceField: '', roleId: roles[0]!.id }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add role mapping
      </Button>
    </PanelGroup>
  );
}
