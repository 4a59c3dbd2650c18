import { useSessionUser } from '@/lib/auth/session-context';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useNavigationMenus } from '../api/navigation-menus';
import { useStartNewTemplates } from '../api/start-new-templates';
import { useNavigationPermissions } from './use-navigation-permissions';

/** A link of the top navigation. */
export interface NavigationLink {
  label: string;
  to: string;
}

/** The Start New description is cut to this many characters. */
export const startNewDescriptionLimit = 124;

/** A template of the Start New menu. */
export interface StartNewEntry {
  id: string;
  label: string;
  description: string | null;
  to: string;
}

/** Everything the top bar and the phone drawer show, gathered once so both render the same entries. */
export function useNavigationModel() {
  const user = useSessionUser();
  const documents = useFeatureFlag('rollout-documents-page');
  const selfInitiated = useFeatureFlag('rollout-self-initiated-button');
  const permissions = useNavigationPermissions();
  const menus = useNavigationMenus();
  const startNew = useStartNewTemplates({ skip: !selfInitiated.enabled });

  const links: NavigationLink[] = [
    ...(documents.enabled ? [{ label: 'Documents', to: '/documents' }] : []),
    { label: 'Action Items', to: '/action-items' },
    { label: 'Workspace', to: '/workspace' },
  ];
  const toolLinks: NavigationLink[] = [
    ...(permissions.canSeeAdminTools && permissions.adminToolsPath ? [{ label: 'Admin Tools', to: permissions.adminToolsPath }] : []),
    // Studio leads only where the user can open a screen (never to an access-denied page).
    ...(permissions.studioPath ? [{ label: 'Studio', to: permissions.studioPath }] : []),
  ];
  const globalTools: NavigationLink[] | null = permissions.canSeeGlobalTools
    ? [
        // Without can_manage_permissions the Global Studio's screens are closed: /studio says what is open.
        { label: 'Global Studio', to: permissions.canOpenGlobalStudio ? '/studio/global' : '/studio' },
        ...(permissions.canSeeDeveloperTools && permissions.canOpenGlobalStudio ? [{ label: 'Developer Tools', to: '/studio/global/auth-model-tools' }] : []),
      ]
    : null;
  // In the profile menu (its lazy chunk names them), not the bar: no entry added to the bar's width.
  const internalTools = permissions.canSeeInternalTools;
  const programs: NavigationLink[] = (menus.data?.findProgramsByUser ?? []).map((program) => ({
    label: program.name,
    to: `/program/${program.id}`,
  }));
  const apps = menus.data?.moreApps ?? [];
  const startNewEntries: StartNewEntry[] | null = selfInitiated.enabled
    ? (startNew.data?.assessmentTemplates ?? []).map((template) => ({
        id: template.id,
        label: template.label,
        description: template.description ?? null,
        to: `/template/${template.templateGroupId}`,
      }))
    : null;

  // Programs and Apps are always there; each link, the global-tools menu and Start New add one more.
  const entryCount = links.length + 2 + toolLinks.length + (globalTools ? 1 : 0) + (startNewEntries ? 1 : 0);
  return { user, links, toolLinks, globalTools, internalTools, programs, apps, startNew: startNewEntries, entryCount, menusLoading: menus.loading };
}

/** What {@link useNavigationModel} returns. */
export type NavigationModel = ReturnType<typeof useNavigationModel>;
