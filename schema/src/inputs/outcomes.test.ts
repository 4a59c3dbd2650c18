import { describe, expect, it } from 'vitest';
import {
  addOutcomeGroupInputSchema,
  addOutcomeInputSchema,
  maxConditionDepth,
  outcomeConditionsSchema,
  updateOutcomeGroupInputSchema,
} from './outcomes';

const edit = { templateId: 't', groupId: 'g', expectedVersion: 1 };
const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

/** `depth` logic conditions, each inside the previous one, around one question condition. */
function nested(depth: number): unknown {
  let condition: unknown = { type: 'question', questionId: 'q', optionId: 'o' };
  for (let level = 0; level < depth; level += 1) condition = { type: 'logic', logicOperator: 'OR', conditions: [condition] };
  return condition;
}

describe('outcome inputs', () => {
  it('reads question, number and nested logic conditions as AppSync hands them over (parsed)', () => {
    const conditions = [
      { type: 'question', questionId: 'pets', optionId: 'yes' },
      { type: 'logic', logicOperator: 'OR', conditions: [{ type: 'number', outcomeId: 'score', numberOperator: 'GREATER_THAN', value: 3 }] },
    ];

    expect(outcomeConditionsSchema.parse(conditions)).toEqual(conditions);
  });

  it('refuses conditions of an unknown kind, with unknown fields or without their fields', () => {
    const parse = (conditions: unknown) => outcomeConditionsSchema.safeParse(conditions).success;

    expect(parse([{ type: 'date', questionId: 'q' }])).toBe(false);
    expect(parse([{ type: 'question', questionId: 'q', optionId: 'o', extra: 1 }])).toBe(false);
    expect(parse([{ type: 'number', outcomeId: 'o', numberOperator: 'ABOUT', value: 1 }])).toBe(false);
    expect(parse([{ type: 'logic', logicOperator: 'AND', conditions: [] }])).toBe(false);
    expect(parse('[{"type":"question"}]')).toBe(false);
  });

  it('accepts logic conditions nested up to the limit and refuses deeper ones before walking them', () => {
    expect(outcomeConditionsSchema.safeParse([nested(maxConditionDepth - 1)]).success).toBe(true);
    expect(messagesOf(outcomeConditionsSchema.safeParse([nested(maxConditionDepth)]))).toEqual([
      `Conditions nest at most ${maxConditionDepth} deep`,
    ]);
    expect(outcomeConditionsSchema.safeParse(JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)).success).toBe(false);
  });

  it('requires the field of the outcome type and drops the fields of other types', () => {
    const risk = addOutcomeInputSchema.parse({ ...edit, outcome: { type: 'RISK', riskLevel: 'high', value: 3, prompt: null } });
    const number = addOutcomeInputSchema.safeParse({ ...edit, outcome: { type: 'NUMBER', text: 'five' } });

    expect(risk.outcome).toEqual({ type: 'RISK', riskLevel: 'high', conditions: [] });
    expect(number.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['outcome.value', 'A number outcome needs value']]);
  });

  it('keeps a training outcome\'s course and link, and refuses a link that is not a web address', () => {
    const training = { type: 'TRAINING', courseId: 'c-1', link: 'https://learn.example.edu/c-1' };

    expect(addOutcomeInputSchema.parse({ ...edit, outcome: training }).outcome).toMatchObject(training);
    expect(addOutcomeInputSchema.safeParse({ ...edit, outcome: { ...training, link: 'javascript:alert(1)' } }).success).toBe(false);
  });

  it('starts a group with no risk levels or scales, and refuses a scale whose bounds are reversed', () => {
    expect(addOutcomeGroupInputSchema.parse({ templateId: 't', group: { name: ' Risk ', type: 'RISK' } }).group).toEqual({
      name: 'Risk',
      type: 'RISK',
      riskLevels: [],
      scales: [],
    });
    const reversed = updateOutcomeGroupInputSchema.safeParse({ ...edit, scales: [{ level: 'Low', color: '#0f0', lowerBound: 5, upperBound: 1 }] });

    expect(messagesOf(reversed)).toEqual(["A scale's lowerBound is at most its upperBound"]);
  });

  it('changes only the group settings given', () => {
    expect(updateOutcomeGroupInputSchema.parse({ ...edit, name: 'Scores', type: null })).toEqual({
      ...edit,
      name: 'Scores',
      type: undefined,
      riskLevels: undefined,
      scales: undefined,
    });
  });
});
