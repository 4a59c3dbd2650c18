import { z } from 'zod';

/**
 * The facilities of a campus as infra/config/campuses.json declares them (a campus's `facilities`): licensed
 * sites such as clinics, labs and pesticide storage, each with the people who hold a role at it. Provisioning writes
 * them; a person is linked by email, so the link exists before their first sign-in.
 */

export const facilityPersonSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  roles: z.array(z.string().trim().min(1).max(80)).min(1),
});

export const facilityConfigSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Facility ids are lower-case letters, digits and dashes'),
  name: z.string().trim().min(1).max(200),
  district: z.string().trim().min(1).max(120),
  type: z.string().trim().min(1).max(80),
  license: z.string().trim().min(1).max(80),
  people: z.array(facilityPersonSchema).default([]),
});

export type FacilityConfig = z.infer<typeof facilityConfigSchema>;

/** A facility row as Home and /profile/facilities show it (spec: id, name, roles, district, type, license). */
export interface FacilityRow {
  id: string;
  name: string;
  roles: string[];
  district: string;
  type: string;
  license: string;
}
