import { z } from 'zod';
import { campusCodeSchema } from './campus-code';
import { dependsOnSchema, optionSchema, validationRuleSchema } from './template-elements';
import { idSchema } from './forms';
import { awsJson } from './aws-json';
import { audienceEntrySchema } from './audience-entry';

/** The name a new template gets when none is given (the studio's New Template). */
export const untitledTemplateName = 'Untitled';

const templateName = z
  .string()
  .trim()
  .max(200, 'A template name is at most 200 characters')
  .nullish()
  .transform((name) => name || untitledTemplateName);
const campusCode = campusCodeSchema;
const scope = z.enum(['campus', 'domain', 'global', 'library', 'program', 'tenant']);
const idName = z.object({ id: idSchema, name: z.string().max(200) });
const version = z.number().int().min(1, 'A version starts at 1');

export const createTemplateInputSchema = z.object({ campusCode, programId: idSchema.nullish(), name: templateName });
export const createCampusTemplateInputSchema = z.object({ programId: idSchema, templateName });

/** The settings updateTemplate may change; omitted ones stay as they are, null clears an optional one. */
export const templateSettingsSchema = z.object({
  name: z.string().trim().min(1, 'A template name is required').max(200, 'A template name is at most 200 characters').optional(),
  description: z.string().max(5000).nullish(),
  isSubform: z.boolean().optional(),
  selfInitiated: z.boolean().optional(),
  showOnHomepage: z.boolean().optional(),
  renameableForms: z.boolean().optional(),
  allowComments: z.boolean().optional(),
  autoIdPrefix: z.string().trim().max(10).regex(/^[A-Za-z0-9]*$/, 'An auto id prefix is letters and digits').nullish(),
  tags: z.array(z.string().trim().min(1).max(64)).max(50).optional(),
  audience: z.array(audienceEntrySchema).max(100).optional(),
  sharedWithPrograms: z.array(idName).max(200).optional(),
  roles: z.array(z.string().max(128)).max(100).optional(),
  rolesV2: z.array(idName).max(100).optional(),
  permissions: z
    .array(
      z.object({
        action: z.object({ id: z.string().min(1).max(64), label: z.string().max(200) }),
        roleId: idSchema,
        statuses: z.array(z.string().max(64)).max(50),
        subformElementId: idSchema.nullish(),
        scope,
      }),
    )
    .max(500)
    .optional(),
  actionSettings: z
    .array(
      z.object({
        action: z.string().min(1).max(64),
        validation: z.boolean(),
        isPrimaryBtn: z.boolean(),
        modal: z
          .object({ title: z.string().max(200), message: z.string().max(2000), primaryLabel: z.string().max(64), secondaryLabel: z.string().max(64), isDestructive: z.boolean() })
          .nullish(),
        toast: z.object({ successMessage: z.string().max(500).nullish(), errorMessage: z.string().max(500).nullish() }).nullish(),
      }),
    )
    .max(50)
    .optional(),
  subjectQuestionId: idSchema.nullish(),
  subjectQuestionGroupId: idSchema.nullish(),
  workflowMachineId: idSchema.nullish(),
  workflowVersionId: idSchema.nullish(),
});

export const updateTemplateInputSchema = templateSettingsSchema.extend({ templateId: idSchema, expectedRevision: z.number().int().min(1) });

export const startDraftInputSchema = z.object({ templateGroupId: idSchema });
export const publishTemplateInputSchema = z.object({ templateId: idSchema, confirm: z.boolean().nullish().transform((value) => value ?? false) });
export const copyTemplateInputSchema = z.object({ templateId: idSchema, name: templateName });
export const deleteTemplateInputSchema = z.object({ templateGroupId: idSchema });

/** AWSJSON arrives parsed (AppSync parses it); the element parsers check its shape. */
const json = awsJson(200_000);
const afterId = idSchema.nullish().transform((value) => value ?? undefined);

export const addElementInputSchema = z.object({ templateId: idSchema, parentId: idSchema, afterId, element: json });
/** addSection, addStaticText...: the kind is the operation's, the fields are optional. */
export const addKindInputSchema = z.object({ templateId: idSchema, parentId: idSchema, afterId, fields: json.nullish() });
export const addPageInputSchema = z.object({
  templateId: idSchema,
  afterId,
  summary: z.boolean().nullish().transform((value) => value ?? false),
  fields: json.nullish(),
});
export const updateElementInputSchema = z.object({ templateId: idSchema, elementId: idSchema, expectedVersion: version, changes: json });
export const removeElementInputSchema = z.object({ templateId: idSchema, elementId: idSchema, expectedVersion: version.nullish() });
export const moveElementsInputSchema = z.object({
  templateId: idSchema,
  moves: z.array(z.object({ elementId: idSchema, parentId: idSchema, afterId })).min(1, 'Name at least one move').max(100, 'At most 100 moves at once'),
});

const questionEdit = { templateId: idSchema, questionId: idSchema, expectedVersion: version };
export const addOptionInputSchema = z.object({
  ...questionEdit,
  afterOptionId: afterId,
  option: optionSchema.partial({ id: true }),
});
export const updateOptionInputSchema = z.object({ ...questionEdit, optionId: idSchema, label: z.string().max(500).nullish(), image: z.string().max(2048).nullish() });
export const removeOptionInputSchema = z.object({ ...questionEdit, optionId: idSchema });

const elementEdit = { templateId: idSchema, elementId: idSchema, expectedVersion: version };
const condition = dependsOnSchema.shape.conditions.element;
export const addConditionInputSchema = z.object({ ...elementEdit, ...condition.shape, logic: z.enum(['AND', 'OR']).nullish() });
export const removeConditionInputSchema = z.object({ ...elementEdit, ...condition.shape });
/** updateCondition: the condition of questionId and optionId becomes `condition` (logic kept when omitted). */
export const updateConditionInputSchema = z.object({ ...elementEdit, ...condition.shape, condition, logic: z.enum(['AND', 'OR']).nullish() });

export const addValidationRuleInputSchema = z.object({ ...questionEdit, rule: validationRuleSchema.partial({ id: true }) });
export const removeValidationRuleInputSchema = z.object({ ...questionEdit, ruleId: idSchema });
/** updateValidationRule: the rule of ruleId gets the fields of `rule`, and keeps its id (rule.id, if given, must be it). */
export const updateValidationRuleInputSchema = z
  .object({ ...questionEdit, ruleId: idSchema, rule: validationRuleSchema.partial({ id: true }) })
  .refine((input) => input.rule.id == null || input.rule.id === input.ruleId, { message: 'A rule keeps its id: rule.id must be ruleId or left out', path: ['rule', 'id'] });

export const templatesPageArgsSchema = z.object({ page: z.number().int().nullish(), size: z.number().int().nullish() });
