import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { RoleMembersPage } from '@/features/roles/components/role-members-page';

/** `/program/:programId/user-management`: the program area's member management, for program admins. */
export default function ProgramMembersRoute() {
  const { programId = '' } = useParams();
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 }, maxWidth: 1400 }}>
      <RoleMembersPage key={programId} level={{ nodeType: 'program', nodeId: programId, name: 'this program' }} title="User Management" campusCode={null} />
    </Box>
  );
}
