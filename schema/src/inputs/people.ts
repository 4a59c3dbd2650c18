import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';
import { campusCodeSchema } from './campus-code';
import { idSchema } from './forms';

/** Page sizes of listUsers (the first is the default). */
export const userPageSizes = [25, 50, 100] as const;

/** user(userId). */
export const userArgsSchema = z.object({ userId: idSchema });

/** listUsers(campusCode, size, cursor): the caller's campus when campusCode is omitted. */
export const listUsersArgsSchema = z.object({ campusCode: campusCodeSchema.nullish(), size: z.number().int().nullish(), cursor: cursorArgSchema });
