import { z } from 'zod';
import {
  assessmentTypes,
  calculationKinds,
  numberOperators,
  type AssessmentType,
  type Outcome,
  type OutcomeCondition,
} from '../template/outcome-model';
import { idSchema } from './forms';
import { awsJson } from './aws-json';

/** How deep logic conditions may nest (a logic condition inside a logic condition...). */
export const maxConditionDepth = 5;
/** How many conditions (at every depth) one outcome may have. */
export const maxConditionCount = 100;
/** How many outcomes one group holds (the group is one item: DynamoDB items stop at 400 KB). */
export const maxOutcomesPerGroup = 200;

const version = z.number().int().min(1, 'A version starts at 1');
const optionalId = idSchema.nullish().transform((value) => value ?? undefined);
const optionalText = (max: number) => z.string().max(max, `At most ${max} characters`).nullish().transform((value) => value ?? undefined);

const questionConditionSchema = z.strictObject({ type: z.literal('question'), questionId: idSchema, optionId: idSchema });
const numberConditionSchema = z.strictObject({
  type: z.literal('number'),
  outcomeId: idSchema,
  numberOperator: z.enum(numberOperators),
  value: z.number().finite(),
});
const logicConditionSchema = z.strictObject({
  type: z.literal('logic'),
  logicOperator: z.enum(['AND', 'OR']),
  get conditions(): z.ZodArray<z.ZodType<OutcomeCondition>> {
    return z.array(outcomeConditionSchema).min(1, 'A logic condition combines at least one condition');
  },
});

/** One outcome condition: a question condition, a number condition or a logic condition over nested ones. */
export const outcomeConditionSchema: z.ZodType<OutcomeCondition> = z.discriminatedUnion('type', [
  questionConditionSchema,
  numberConditionSchema,
  logicConditionSchema,
]);

/** The nesting depth of logic conditions and the number of conditions in a parsed JSON value, without recursion. */
function conditionShape(value: unknown): { depth: number; count: number } {
  let depth = 0;
  let count = 0;
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (Array.isArray(next.value)) {
      for (const item of next.value) pending.push({ value: item, depth: next.depth + 1 });
      count += next.value.length;
      depth = Math.max(depth, next.depth + 1);
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const item of Object.values(next.value)) if (typeof item === 'object') pending.push({ value: item, depth: next.depth });
    }
  }
  return { depth, count };
}

/**
 * An outcome's conditions as AppSync hands the AWSJSON over (parsed): a JSON array of conditions, all of which must hold. Nesting and size
 * are bounded before the recursive schema runs, so a hostile document cannot exhaust the stack.
 */
export const outcomeConditionsSchema = awsJson(50_000, 'Conditions')
  .superRefine((value, context) => {
    const { depth, count } = conditionShape(value);
    if (depth > maxConditionDepth) context.addIssue({ code: 'custom', message: `Conditions nest at most ${maxConditionDepth} deep` });
    else if (count > maxConditionCount) context.addIssue({ code: 'custom', message: `An outcome has at most ${maxConditionCount} conditions` });
  })
  .pipe(z.array(outcomeConditionSchema));

/** The field each outcome type requires (acknowledgement needs none). */
const requiredField: Partial<Record<AssessmentType, keyof Outcome>> = {
  CALCULATED: 'calculation',
  NUMBER: 'value',
  RISK: 'riskLevel',
  SMART: 'prompt',
  TEXT: 'text',
  TRAINING: 'courseId',
};
/** The fields that belong to one type only; the others' are dropped. */
const kindFields: Partial<Record<keyof Outcome, AssessmentType>> = {
  calculation: 'CALCULATED',
  value: 'NUMBER',
  riskLevel: 'RISK',
  prompt: 'SMART',
  text: 'TEXT',
  courseId: 'TRAINING',
  link: 'TRAINING',
};

/** An outcome as an author sends it; `id` is generated when omitted. Fields of other types are dropped. */
export const outcomeInputSchema = z
  .object({
    id: optionalId,
    type: z.enum(assessmentTypes),
    calculation: z.enum(calculationKinds).nullish().transform((value) => value ?? undefined),
    value: z.number().finite().nullish().transform((value) => value ?? undefined),
    riskLevel: optionalId,
    prompt: optionalText(5000),
    text: optionalText(5000),
    courseId: optionalId,
    link: z.url({ protocol: /^https?$/, error: 'A link is an http(s) address' }).max(2048).nullish().transform((value) => value ?? undefined),
    conditions: outcomeConditionsSchema.nullish().transform((value) => value ?? []),
    targetId: optionalId,
    targetType: optionalText(64),
  })
  .superRefine((outcome, context) => {
    const field = requiredField[outcome.type];
    if (field && outcome[field] === undefined) {
      context.addIssue({ code: 'custom', path: [field], message: `A ${outcome.type.toLowerCase()} outcome needs ${field}` });
    }
  })
  .transform((outcome) => {
    const kept: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(outcome)) {
      const owner = kindFields[name as keyof Outcome];
      if (value !== undefined && (!owner || owner === outcome.type)) kept[name] = value;
    }
    return kept as Omit<Outcome, 'id'> & { id?: string };
  });

const color = z.string().trim().min(1, 'A colour is required').max(32, 'A colour is at most 32 characters');
export const riskLevelInputSchema = z.object({ id: optionalId, level: z.string().trim().min(1, 'A level is required').max(100), color });
export const scaleInputSchema = z
  .object({ level: z.string().trim().min(1, 'A level is required').max(100), color, lowerBound: z.number().finite(), upperBound: z.number().finite() })
  .refine((scale) => scale.lowerBound <= scale.upperBound, { message: 'A scale\'s lowerBound is at most its upperBound', path: ['upperBound'] });

const groupName = z.string().trim().min(1, 'An outcome group name is required').max(200, 'An outcome group name is at most 200 characters');
const riskLevels = z.array(riskLevelInputSchema).max(20, 'At most 20 risk levels');
const scales = z.array(scaleInputSchema).max(20, 'At most 20 scales');
const groupEdit = { templateId: idSchema, groupId: idSchema, expectedVersion: version };

export const outcomeGroupsByTemplateArgsSchema = z.object({ templateId: idSchema });

export const addOutcomeGroupInputSchema = z.object({
  templateId: idSchema,
  group: z.object({
    id: optionalId,
    name: groupName,
    type: z.enum(assessmentTypes),
    riskLevels: riskLevels.nullish().transform((value) => value ?? []),
    scales: scales.nullish().transform((value) => value ?? []),
  }),
});

/** Omitted fields stay as they are. */
export const updateOutcomeGroupInputSchema = z.object({
  ...groupEdit,
  name: groupName.nullish().transform((value) => value ?? undefined),
  type: z.enum(assessmentTypes).nullish().transform((value) => value ?? undefined),
  riskLevels: riskLevels.nullish().transform((value) => value ?? undefined),
  scales: scales.nullish().transform((value) => value ?? undefined),
});

export const removeOutcomeGroupInputSchema = z.object({ templateId: idSchema, groupId: idSchema, expectedVersion: version.nullish() });

export const addOutcomeInputSchema = z.object({ ...groupEdit, afterOutcomeId: optionalId, outcome: outcomeInputSchema });
/** Replaces the outcome `outcomeId` names (an id in `outcome` is ignored). */
export const updateOutcomeInputSchema = z.object({ ...groupEdit, outcomeId: idSchema, outcome: outcomeInputSchema });
export const removeOutcomeInputSchema = z.object({ ...groupEdit, outcomeId: idSchema });
