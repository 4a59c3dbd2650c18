import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';

/** A flag's key: lower-case words joined by hyphens, as the spec's flags are named. */
export const flagKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Flag keys are lower-case letters, digits and hyphens (at most 64)');

const campusCode = z.string().regex(/^[0-9A-Z]{2,3}$/, 'Campus codes are two or three capitals or digits');

/** A flag as infra/config declares it: what a fresh deploy starts with. */
export const featureFlagConfigSchema = z.object({
  key: flagKeySchema,
  enabled: z.boolean(),
  description: z.string().max(200).optional(),
  campusCodes: z.array(campusCode).optional(),
});

export type FeatureFlagConfig = z.infer<typeof featureFlagConfigSchema>;

/** setFeatureFlag's input: the flag's whole new state (lists omitted mean empty: on for everyone when enabled). */
export const setFeatureFlagArgsSchema = z.object({
  input: z.object({
    key: flagKeySchema,
    enabled: z.boolean(),
    campusCodes: z.array(campusCode).max(100).nullish().transform((codes) => [...new Set(codes ?? [])].sort()),
    userIds: z.array(z.string().min(1).max(128)).max(100).nullish().transform((ids) => [...new Set(ids ?? [])].sort()),
    description: z.string().trim().max(200).nullish().transform((text) => text || undefined),
    expectedVersion: z.number().int().min(0).nullish().transform((version) => version ?? undefined),
  }),
});

export type SetFeatureFlagInput = z.infer<typeof setFeatureFlagArgsSchema>['input'];

/** featureFlagHistory's arguments: one flag, newest changes first, at most 100 a page, from the previous page's cursor. */
export const featureFlagHistoryArgsSchema = z.object({
  key: flagKeySchema,
  limit: z.number().int().min(1).max(100).nullish().transform((limit) => limit ?? 25),
  cursor: cursorArgSchema,
});
