/** The word the program overview's layout id ends with (spec: the programId composed with the word overview). */
const overviewSuffix = 'overview';

/** The id of a program's overview layout: the programId immediately followed by "overview", `prog-01overview`. */
export const overviewLayoutId = (programId: string) => `${programId}${overviewSuffix}`;

/** The program of an overview layout id; undefined for any other id (a dashboard's). */
export function programOfOverviewLayout(id: string): string | undefined {
  if (!id.endsWith(overviewSuffix) || id.length === overviewSuffix.length) return undefined;
  return id.slice(0, -overviewSuffix.length);
}

/** Dashboard ids start with this, so no dashboard id is ever read as an overview's. */
export const dashboardIdPrefix = 'dash-';
