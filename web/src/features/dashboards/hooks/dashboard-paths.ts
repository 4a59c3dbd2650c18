/** A dashboard in the program area. */
export const programDashboardPath = (programId: string, dashboardId: string) => `/program/${encodeURIComponent(programId)}/dashboard/${encodeURIComponent(dashboardId)}`;

/** A dashboard in the studio program. */
export const studioDashboardPath = (campusId: string, programId: string, dashboardId: string) =>
  `/studio/campus/${encodeURIComponent(campusId)}/program/${encodeURIComponent(programId)}/dashboard/${encodeURIComponent(dashboardId)}`;

/** A form opened inside its program. */
export const programFormPath = (programId: string, formId: string) => `/program/${encodeURIComponent(programId)}/form/${encodeURIComponent(formId)}`;

/** The New Dashboard entry's address, relative to the dashboards' parent (`dashboard/new`). */
export const newDashboardSegment = 'new';
