import { z } from 'zod';

/**
 * A campus code as infra/config/campuses.json names campuses: two or three capitals or digits. Anything else
 * (`:v1`, `campus:01`) is refused as BAD_USER_INPUT before it can reach an authorization object name.
 */
export const campusCodeSchema = z
  .string()
  .trim()
  .min(1, 'A campus code is required')
  .regex(/^[0-9A-Z]{2,3}$/, 'A campus code is two or three capitals or digits');
