/**
 * The campuses that have a campus-specific Away form (spec: campus codes 00 to 10, 94, ANR and CI). Any other
 * campus gets the not-found page at /away, whatever the campus configuration says.
 */
export const awayCampusCodes: readonly string[] = [
  '00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '94', 'ANR', 'CI',
];

/** Whether /away may redirect a user of this campus (the campus must still name its Away template group). */
export function hasAwayMapping(campusCode: string | null | undefined): boolean {
  return Boolean(campusCode) && awayCampusCodes.includes(campusCode as string);
}
