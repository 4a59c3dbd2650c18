import { ProgramAdminGate } from '@/features/program-area/components/program-admin-gate';

/** The program area's admin-only children sit under this pathless route: Access Denied for members who are not admins. */
export default function ProgramAdminGateRoute() {
  return <ProgramAdminGate />;
}
