import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ProgramDashboardsMenu } from '@/features/dashboards/components/dashboard-menu-links';
import { ProgramLayout, type ProgramTopBar } from '@/features/program-area/components/program-layout';
import { ProgramUserSearch } from '@/features/user-documents/components/program-user-search';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { ProgramUserNamesContext } from '../program-user-names';

/** The program user search for program admins, while rollout-user-documents is on. */
function UserSearchBar({ programId, campusCode, isAdmin }: Parameters<ProgramTopBar>[0]) {
  const flag = useFeatureFlag('rollout-user-documents');
  return isAdmin && flag.enabled ? <ProgramUserSearch programId={programId} campusCode={campusCode} /> : null;
}

const topBar: ProgramTopBar = (program) => <UserSearchBar {...program} />;

/** `/program/:programId/*`: the program area's frame (left menu, user search, breadcrumbs) around its screens. */
export default function ProgramLayoutRoute() {
  const { programId = '' } = useParams();
  const [userNames, setUserNames] = useState<Record<string, string>>({});
  const rememberUserName = useCallback((userId: string, name: string) => setUserNames((known) => (known[userId] === name ? known : { ...known, [userId]: name })), []);
  return (
    <ProgramUserNamesContext.Provider value={rememberUserName}>
      <ProgramLayout
        key={programId}
        programId={programId}
        topBar={topBar}
        userName={(userId) => userNames[userId]}
        menuExtras={(onNavigate) => ({ 'New Dashboard': <ProgramDashboardsMenu programId={programId} onNavigate={onNavigate} /> })}
      />
    </ProgramUserNamesContext.Provider>
  );
}
