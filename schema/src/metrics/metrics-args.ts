import { z } from 'zod';
import { idSchema } from '../inputs/forms';

/** The arguments of templateMetrics. */
export const templateMetricsArgsSchema = z.strictObject({ templateGroupId: idSchema });
