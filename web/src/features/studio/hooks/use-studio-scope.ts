import { useParams } from 'react-router-dom';

/** Which part of the studio an address is in: global, one campus, one program of a campus, or one template. */
export type StudioScope =
  | { kind: 'global' }
  | { kind: 'campus'; campusId: string }
  | { kind: 'program'; campusId: string; programId: string }
  | { kind: 'template'; campusId: string; templateId: string };

/** The studio scope of the current address, from its campusId, programId and templateId parameters. */
export function useStudioScope(): StudioScope {
  const { campusId, programId, templateId } = useParams();
  if (campusId && programId) return { kind: 'program', campusId, programId };
  if (campusId && templateId) return { kind: 'template', campusId, templateId };
  if (campusId) return { kind: 'campus', campusId };
  return { kind: 'global' };
}

/** The base address of a scope's screens. */
export function scopePath(scope: StudioScope): string {
  if (scope.kind === 'global') return '/studio/global';
  const campus = `/studio/campus/${encodeURIComponent(scope.campusId)}`;
  if (scope.kind === 'template') return `${campus}/template/${encodeURIComponent(scope.templateId)}`;
  return scope.kind === 'campus' ? campus : `${campus}/program/${encodeURIComponent(scope.programId)}`;
}
