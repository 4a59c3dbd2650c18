import { z } from 'zod';
import { awsJsonObject } from '../inputs/aws-json';
import { idSchema } from '../inputs/forms';
import { maxWidgetsPerLayout } from './grid';
import { widgetConfigProblems } from './widgets';

const gridUnit = z.number().int().min(0).max(1000);
const gridItem = z.object({ i: idSchema, w: gridUnit.min(1), h: gridUnit.min(1), x: gridUnit, y: gridUnit });
const items = z.array(gridItem).max(maxWidgetsPerLayout);

/** A layout's grid at the three breakpoints. */
export const gridLayoutsSchema = z.object({ lg: items, md: items, sm: items });

/** One page of a program's dashboards (50 by default, at most 100). */
export const dashboardListArgsSchema = z.object({
  programId: idSchema,
  cursor: z.string().max(2000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});

/** New Dashboard: the name is trimmed; a blank one creates nothing (the resolver answers null). */
export const createDashboardInputSchema = z.object({
  programId: idSchema,
  name: z.string().trim().max(200, 'A dashboard name is at most 200 characters'),
  type: z.enum(['USER', 'PROGRAM']).nullish().transform((type) => type ?? 'USER'),
});

/** A dashboard's saved settings, against the version they were based on. */
export const saveDashboardInputSchema = z.object({
  id: idSchema,
  expectedVersion: z.number().int().min(0),
  name: z.string().trim().min(1, 'A dashboard name is required').max(200, 'A dashboard name is at most 200 characters'),
  metrics: z.array(idSchema).max(100),
  layouts: gridLayoutsSchema,
  defaultDashboardId: idSchema.nullish(),
});

const widgetSchema = z
  .object({
    id: idSchema,
    type: z.string().trim().min(1).max(50),
    width: gridUnit.min(1),
    height: gridUnit.min(1),
    config: awsJsonObject(20_000, 'A widget configuration'),
  })
  .superRefine((widget, context) => {
    for (const message of widgetConfigProblems(widget.type, widget.config)) context.addIssue({ code: 'custom', path: ['config'], message });
  });

/** A layout's widgets and grid, against the version they were based on; widget ids are unique. */
export const updatePageLayoutInputSchema = z
  .object({
    id: idSchema,
    expectedVersion: z.number().int().min(0),
    widgets: z.array(widgetSchema).max(maxWidgetsPerLayout),
    layouts: gridLayoutsSchema,
  })
  .superRefine((input, context) => {
    const ids = input.widgets.map((widget) => widget.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['widgets'], message: 'Widget ids must be unique' });
  });

export const deletePageLayoutInputSchema = z.object({ id: idSchema, expectedVersion: z.number().int().min(0) });
