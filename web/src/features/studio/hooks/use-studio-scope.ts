import { useParams } from 'react-router-dom';

/**
 * Which part of the studio an address is in: global, one campus, one program of a campus, one template, or one
 * library (a global screen that a library's own people open too).
 */
export type StudioScope =
  | { kind: 'global' }
  | { kind: 'library'; libraryId: string }
  | { kind: 'campus'; campusId: string }
  | { kind: 'program'; campusId: string; programId: string }
  | { kind: 'template'; campusId: string; templateId: string };

/** The studio scope of the current address, from its campusId, programId, templateId and libraryId parameters. */
export function useStudioScope(): StudioScope {
  const { campusId, programId, templateId, libraryId } = useParams();
  if (campusId && programId) return { kind: 'program', campusId, programId };
  if (campusId && templateId) return { kind: 'template', campusId, templateId };
  if (campusId) return { kind: 'campus', campusId };
  if (libraryId) return { kind: 'library', libraryId };
  return { kind: 'global' };
}

/** The campus of a scope; null for the global ones. */
export const scopeCampus = (scope: StudioScope): string | null => (scope.kind === 'global' || scope.kind === 'library' ? null : scope.campusId);

/** The base address of a scope's screens (a library's menu is the global one). */
export function scopePath(scope: StudioScope): string {
  if (scope.kind === 'global' || scope.kind === 'library') return '/studio/global';
  const campus = `/studio/campus/${encodeURIComponent(scope.campusId)}`;
  if (scope.kind === 'template') return `${campus}/template/${encodeURIComponent(scope.templateId)}`;
  return scope.kind === 'campus' ? campus : `${campus}/program/${encodeURIComponent(scope.programId)}`;
}
