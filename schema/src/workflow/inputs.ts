import { z } from 'zod';
import { awsJson } from '../inputs/aws-json';
import { idSchema } from '../inputs/forms';
import { flowSchema, scheduledJobSchema } from './flow-schema';

const name = z.string().trim().min(1, 'A workflow needs a name').max(200, 'At most 200 characters');
const description = z.string().max(2000, 'At most 2000 characters').nullish();

/** A flow as AppSync hands over the AWSJSON (already parsed), checked by `flowSchema`. */
const flowJson = awsJson(1_000_000, 'A flow').pipe(flowSchema);

export const workflowIdArgsSchema = z.object({ id: idSchema });
export const templateGroupArgsSchema = z.object({ templateGroupId: idSchema });
export const cronArgsSchema = z.object({ cronExpression: z.string().max(200, 'At most 200 characters') });

export const createWorkflowInputSchema = z.object({
  templateGroupId: idSchema,
  name,
  description,
  machineType: z.enum(['FORM_TEMPLATE', 'PROCESS']).nullish(),
});

export const updateWorkflowInputSchema = z.object({
  id: idSchema,
  expectedRevision: z.number().int().min(1, 'A revision starts at 1'),
  name: name.nullish(),
  description,
  flow: flowJson.nullish(),
  jobs: z.array(scheduledJobSchema).max(50, 'At most 50 jobs').nullish(),
});

export const attachWorkflowInputSchema = z.object({
  templateId: idSchema,
  workflowId: idSchema,
  expectedRevision: z.number().int().min(1).nullish(),
});
