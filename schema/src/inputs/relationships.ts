import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';

/** Page sizes of the caller's inspections: five on a summary, then the usual list sizes. */
export const inspectionPageSizes = [25, 5, 50, 100] as const;

/** relationships takes nothing: it answers the caller's own. */
export const relationshipsArgsSchema = z.object({}).strict();

/** inspections(size, cursor): a page of the caller's inspections, from the previous page's nextCursor. */
export const inspectionsArgsSchema = z.object({ size: z.number().int().nullish(), cursor: cursorArgSchema }).strict();

/**
 * The kinds of object a person is directly related to in the authorization model, and so what
 * LoadRelationships lists: the platform, their tenant and campuses, programs, roles, inventories and libraries.
 */
export const relationshipObjectTypes = ['global', 'tenant', 'campus', 'program', 'role', 'inventory', 'library'] as const;
