import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';
import { idSchema } from './forms';

/** Page sizes of a user's facilities: Home's five rows, then the full list's sizes. */
export const facilityPageSizes = [25, 5, 50, 100] as const;

/** facilitiesByUser(userId, size, cursor). */
export const facilitiesByUserArgsSchema = z.object({ userId: idSchema, size: z.number().int().nullish(), cursor: cursorArgSchema });
