import { useParams } from 'react-router-dom';

/** Which part of the studio an address is in: global, one campus, or one program of a campus. */
export type StudioScope =
  | { kind: 'global' }
  | { kind: 'campus'; campusId: string }
  | { kind: 'program'; campusId: string; programId: string };

/** The studio scope of the current address, from its campusId and programId parameters. */
export function useStudioScope(): StudioScope {
  const { campusId, programId } = useParams();
  if (campusId && programId) return { kind: 'program', campusId, programId };
  if (campusId) return { kind: 'campus', campusId };
  return { kind: 'global' };
}

/** The base address of a scope's screens. */
export function scopePath(scope: StudioScope): string {
  if (scope.kind === 'global') return '/studio/global';
  const campus = `/studio/campus/${encodeURIComponent(scope.campusId)}`;
  return scope.kind === 'campus' ? campus : `${campus}/program/${encodeURIComponent(scope.programId)}`;
}
