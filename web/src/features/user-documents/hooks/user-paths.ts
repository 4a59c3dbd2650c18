/** The user documents page of a person inside a program. */
export function programUserPath(programId: string, userId: string): string {
  return `/program/${encodeURIComponent(programId)}/user/${encodeURIComponent(userId)}`;
}
