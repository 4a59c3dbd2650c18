import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormStatus } from '@schema/template/form-statuses';
import type { PermissionsPage } from '../api/permissions-template';
import type { useElementSaves } from '../hooks/use-element-saves';
import type { PermissionRole } from '../hooks/use-permissions-model';
import { sectionsOf, type PermissionsSection } from '../hooks/template-sections';
import { SaveStatus } from './save-status';
import { StatusGrid, type StatusGridRow } from './status-grid';

/** The hint next to page and section permissions of a version that is not a draft. */
export const pagesDraftHint = 'Start Draft in the builder to change page and section permissions';

interface Props {
  pages: readonly PermissionsPage[];
  roles: readonly PermissionRole[];
  statuses: readonly FormStatus[];
  isDraft: boolean;
  saves: ReturnType<typeof useElementSaves>;
}

function pageRows(page: PermissionsPage, { roles, isDraft, saves }: Props): StatusGridRow[] {
  return roles.map((role) => ({
    key: role.id,
    label: role.name,
    disabled: !isDraft,
    checkboxLabel: (status) => `${role.name} views ${page.name} in ${status?.label ?? ''}`,
    checked: (status) => !!status && saves.allows({ elementId: page.id, roleId: role.id, kind: 'view', status }),
    onChange: (checked, status) => status && saves.toggle({ elementId: page.id, roleId: role.id, kind: 'view', status }, checked),
  }));
}

function sectionRows(section: PermissionsSection, { roles, isDraft, saves }: Props): StatusGridRow[] {
  return roles.flatMap((role) =>
    (['view', 'update'] as const).map((kind) => {
      const verb = kind === 'view' ? 'views' : 'updates';
      return {
        key: `${role.id}-${kind}`,
        label: `${role.name}: ${kind === 'view' ? 'View' : 'Update'}`,
        disabled: !isDraft,
        checkboxLabel: (status?: FormStatus) => `${role.name} ${verb} ${section.name} in ${status?.label ?? ''}`,
        checked: (status?: FormStatus) => !!status && saves.allows({ elementId: section.id, roleId: role.id, kind, status }),
        onChange: (checked: boolean, status?: FormStatus) => status && saves.toggle({ elementId: section.id, roleId: role.id, kind, status }, checked),
      };
    }),
  );
}

/** Who may see each page, and see or change each section, by form status (pages and sections of this version). */
export function PagePermissionsSection(props: Props) {
  const { pages, roles, statuses, isDraft, saves } = props;
  return (
    <Stack component="section" aria-labelledby="page-permissions-heading" sx={{ gap: 2 }}>
      <Typography id="page-permissions-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
        Pages and sections
      </Typography>
      <Typography color="text.secondary">A page or section with no ticks is shown to everyone who may view the form.</Typography>
      {isDraft ? null : <Alert severity="info">{pagesDraftHint}</Alert>}
      <SaveStatus state={saves.state} />
      {roles.length === 0 ? <Typography color="text.secondary">There are no roles yet.</Typography> : null}
      {roles.length > 0 &&
        pages.map((page) => (
          <Stack key={page.id} sx={{ gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              Page: {page.name}
            </Typography>
            <StatusGrid label={`Who may view the page ${page.name}`} rowHeader="Role" statuses={statuses} rows={pageRows(page, props)} />
            {sectionsOf(page).map((section) => (
              <Stack key={section.id} sx={{ gap: 1, pl: { xs: 0, sm: 2 } }}>
                <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                  Section: {section.name}
                </Typography>
                <StatusGrid label={`Who may view and update the section ${section.name}`} rowHeader="Role" statuses={statuses} rows={sectionRows(section, props)} />
              </Stack>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
