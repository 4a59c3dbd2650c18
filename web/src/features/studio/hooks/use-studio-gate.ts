import { errorCodes } from '@/lib/errors/error-codes';
import { useAccessCheck } from '../api/access-check';
import { useStudioCampus } from '../api/studio-campus';
import { useStudioPrograms } from '../api/studio-programs';
import { useStudioTemplate } from '../api/studio-template';
import { scopeCampus, type StudioScope } from './use-studio-scope';

/** What the studio frame shows: a wait, an error page, or the screens with the names of the scope's campus. */
export type StudioGate =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'denied' }
  | { state: 'missing'; message: string }
  | { state: 'open'; campusName?: string; programName?: string; templateName?: string; /** False where the scope's menu is not the user's to use. */ menu?: boolean };

/**
 * The check behind each scope: can_manage_permissions on the platform, admin on the campus, admin on the program;
 * a template's screens: admin on its program (campus admins included), or on the campus for a campus template. A
 * library's screens ask the global check only for the menu: the library's own people open them (its screens ask
 * the API, whose refusal is the access-denied page).
 */
function gateCheck(scope: StudioScope, templateProgramId: string | null | undefined): { relation: string; object: string | null } {
  switch (scope.kind) {
    case 'global':
    case 'library':
      // Every Global Studio screen needs can_manage_permissions: can_view_studio alone opens none of them.
      return { relation: 'can_manage_permissions', object: 'global:platform' };
    case 'campus':
      return { relation: 'admin', object: `campus:${scope.campusId}` };
    case 'program':
      return { relation: 'admin', object: `program:${scope.programId}` };
    case 'template':
      if (templateProgramId === undefined) return { relation: 'admin', object: null };
      return { relation: 'admin', object: templateProgramId ? `program:${templateProgramId}` : `campus:${scope.campusId}` };
  }
}

/** Whether the user may enter the studio scope of the address, and whether its campus (and template) exists. */
export function useStudioGate(scope: StudioScope): StudioGate {
  const template = useStudioTemplate(scope.kind === 'template' ? scope.templateId : null);
  const found = template.data?.templateById;
  const { relation, object } = gateCheck(scope, found ? found.programId : undefined);
  const check = useAccessCheck(relation, object);
  const campusId = scopeCampus(scope);
  const campus = useStudioCampus(campusId);
  // Only the breadcrumb's name: a program this list leaves out still opens, named by its id.
  const programs = useStudioPrograms(scope.kind === 'program' ? scope.campusId : null);
  if (check.error) return { state: 'error', error: check.error };
  if (campus.error) return { state: 'error', error: campus.error };
  if (scope.kind === 'template') {
    if (template.loading) return { state: 'loading' };
    // The API refuses a template to those who may not author it: the same page as a denied check.
    const codes = template.error ? errorCodes(template.error) : [];
    if (codes.includes('FORBIDDEN')) return { state: 'denied' };
    if (template.error && !codes.includes('NOT_FOUND')) return { state: 'error', error: template.error };
    if (!found) return { state: 'missing', message: `Template ${scope.templateId} was not found.` };
  }
  if (check.loading || campus.loading || !check.data) return { state: 'loading' };
  if (campusId !== null && !campus.data?.campus) return { state: 'missing', message: `Campus ${campusId} was not found.` };
  if (scope.kind === 'library') return { state: 'open', menu: check.data.check };
  if (!check.data.check) return { state: 'denied' };
  const programName = scope.kind === 'program' ? (programs.data?.findProgramsByCampus.find((program) => program.id === scope.programId)?.name ?? scope.programId) : undefined;
  return { state: 'open', campusName: campus.data?.campus?.name, programName, templateName: found?.name };
}
