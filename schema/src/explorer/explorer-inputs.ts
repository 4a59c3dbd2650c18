import { z } from 'zod';
import { idSchema } from '../inputs/forms';
import { cursorArgSchema } from '../paging/list-cursor';
import { filterOperators } from './row-query';

/** The most templates a program exposes in its Data Explorer, and columns per template. */
export const explorerLimits = { templates: 50, columns: 200, filters: 10, filterValueLength: 200 } as const;

/** Who may use the Data Explorer and export from it: the program's admins, or they and one role's members. */
export const explorerAudiences = ['PROGRAM_ADMINS', 'ROLE'] as const;

const columnKeySchema = z.string().trim().min(1).max(200);

/** The arguments of dataExplorerConfig and dataExplorerTemplates. */
export const programArgsSchema = z.strictObject({ programId: idSchema });

/** saveDataExplorerConfig's input: the whole configuration, based on the version the editor read (0: none yet). */
export const saveExplorerConfigSchema = z
  .strictObject({
    programId: idSchema,
    expectedVersion: z.number().int().min(0),
    templates: z
      .array(z.strictObject({ templateGroupId: idSchema, columns: z.array(columnKeySchema).min(1).max(explorerLimits.columns) }))
      .max(explorerLimits.templates),
    exporters: z.enum(explorerAudiences),
    exportRoleId: idSchema.nullish(),
  })
  .refine((input) => input.exporters !== 'ROLE' || Boolean(input.exportRoleId), { message: 'Choose the role whose members may export.', path: ['exportRoleId'] })
  .refine((input) => new Set(input.templates.map((entry) => entry.templateGroupId)).size === input.templates.length, {
    message: 'A template is listed twice.',
    path: ['templates'],
  });

/** Page sizes of the explorer: the grid's 25, 50 and 100, and 500 for the export, which reads page after page. */
export const explorerPageSizes = [25, 50, 100, 500] as const;

const filterSchema = z.strictObject({
  column: columnKeySchema,
  operator: z.enum(filterOperators),
  value: z.string().trim().max(explorerLimits.filterValueLength).nullish(),
});

/** dataExplorerRows' input. */
export const explorerRowsSchema = z.strictObject({
  programId: idSchema,
  templateGroupId: idSchema,
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
  cursor: cursorArgSchema,
  sort: z.strictObject({ column: columnKeySchema, direction: z.enum(['ASC', 'DESC']) }).nullish(),
  filters: z.array(filterSchema).max(explorerLimits.filters).nullish(),
});

/** dataExplorerExport's input: a query of dataExplorerRows without page and size (the server sizes each stretch). */
export const explorerExportSchema = explorerRowsSchema.omit({ page: true, size: true });

/** deepDive's input. */
export const deepDiveSchema = z.strictObject({ programId: idSchema, templateGroupId: idSchema });

/** deepDiveForms' input: the forms behind one bar (an option of a question, or no answer when optionId is null). */
export const deepDiveFormsSchema = z.strictObject({
  programId: idSchema,
  templateGroupId: idSchema,
  questionId: idSchema,
  optionId: idSchema.nullish(),
  cursor: cursorArgSchema,
});

export type SaveExplorerConfigInput = z.output<typeof saveExplorerConfigSchema>;
export type ExplorerRowsInput = z.output<typeof explorerRowsSchema>;
export type ExplorerExportInput = z.output<typeof explorerExportSchema>;
