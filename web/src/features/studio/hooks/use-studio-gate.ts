import { useAccessCheck } from '../api/access-check';
import { useStudioCampus } from '../api/studio-campus';
import { useStudioPrograms } from '../api/studio-programs';
import type { StudioScope } from './use-studio-scope';

/** What the studio frame shows: a wait, an error page, or the screens with the names of the scope's campus. */
export type StudioGate =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'denied' }
  | { state: 'missing'; message: string }
  | { state: 'open'; campusName?: string; programName?: string };

/** The check behind each scope: can_view_studio on the platform, admin on the campus, admin on the program. */
function gateCheck(scope: StudioScope): { relation: string; object: string } {
  switch (scope.kind) {
    case 'global':
      return { relation: 'can_view_studio', object: 'global:platform' };
    case 'campus':
      return { relation: 'admin', object: `campus:${scope.campusId}` };
    case 'program':
      return { relation: 'admin', object: `program:${scope.programId}` };
  }
}

/** Whether the user may enter the studio scope of the address, and whether its campus exists. */
export function useStudioGate(scope: StudioScope): StudioGate {
  const { relation, object } = gateCheck(scope);
  const check = useAccessCheck(relation, object);
  const campus = useStudioCampus(scope.kind === 'global' ? null : scope.campusId);
  // Only the breadcrumb's name: a program this list leaves out still opens, named by its id.
  const programs = useStudioPrograms(scope.kind === 'program' ? scope.campusId : null);
  if (check.error) return { state: 'error', error: check.error };
  if (campus.error) return { state: 'error', error: campus.error };
  if (check.loading || campus.loading || !check.data) return { state: 'loading' };
  if (scope.kind !== 'global' && !campus.data?.campus) return { state: 'missing', message: `Campus ${scope.campusId} was not found.` };
  if (!check.data.check) return { state: 'denied' };
  const programName = scope.kind === 'program' ? (programs.data?.findProgramsByCampus.find((program) => program.id === scope.programId)?.name ?? scope.programId) : undefined;
  return { state: 'open', campusName: campus.data?.campus?.name, programName };
}
