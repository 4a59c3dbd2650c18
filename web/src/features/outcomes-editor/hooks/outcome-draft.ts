import type { OutcomeCondition } from '@schema/template/outcome-model';
import type { AssessmentType, CalculationKind, OutcomeInput, OutcomesEditorGroupFragment, OutcomesEditorTemplateQuery } from '@/gql/graphql';

export type EditorGroup = OutcomesEditorGroupFragment;
export type EditorOutcome = EditorGroup['outcomes'][number];

/** The spec's assessment types with the names the tab shows. */
export const assessmentTypeLabels: Record<AssessmentType, string> = {
  ACKNOWLEDGEMENT: 'Acknowledgement',
  CALCULATED: 'Calculated',
  NUMBER: 'Number',
  RISK: 'Risk',
  SMART: 'Smart',
  TEXT: 'Text',
  TRAINING: 'Training',
};
export const assessmentTypes = Object.keys(assessmentTypeLabels) as AssessmentType[];
export const calculationLabels: Record<CalculationKind, string> = { SUM: 'Sum', AVERAGE: 'Average', MULTIPLY: 'Multiply' };

/** An outcome as its dialog edits it: every kind's field as text, so switching kinds keeps what was typed. */
export interface OutcomeDraft {
  type: AssessmentType;
  calculation: CalculationKind;
  value: string;
  riskLevel: string;
  prompt: string;
  text: string;
  courseId: string;
  link: string;
  targetId: string;
  targetType: string;
  conditions: OutcomeCondition[];
}

/** A draft of a new outcome of a group: the group's kind, its first risk level. */
export function newOutcomeDraft(group: EditorGroup): OutcomeDraft {
  return draftOf({ id: '', type: group.type, calculation: null, value: null, riskLevel: group.riskLevels[0]?.id ?? null, prompt: null, text: null, courseId: null, link: null, conditions: '[]', targetId: null, targetType: null });
}

/** The draft of an existing outcome (conditions that do not parse read as none). */
export function draftOf(outcome: EditorOutcome): OutcomeDraft {
  let conditions: OutcomeCondition[] = [];
  try {
    const parsed = JSON.parse(outcome.conditions) as unknown;
    if (Array.isArray(parsed)) conditions = parsed as OutcomeCondition[];
  } catch {
    conditions = [];
  }
  return {
    type: outcome.type,
    calculation: outcome.calculation ?? 'SUM',
    value: outcome.value == null ? '' : String(outcome.value),
    riskLevel: outcome.riskLevel ?? '',
    prompt: outcome.prompt ?? '',
    text: outcome.text ?? '',
    courseId: outcome.courseId ?? '',
    link: outcome.link ?? '',
    targetId: outcome.targetId ?? '',
    targetType: outcome.targetType ?? '',
    conditions,
  };
}

/** What the draft still lacks before it can be saved, in words; null when it can. */
export function draftProblem(draft: OutcomeDraft): string | null {
  if (draft.type === 'NUMBER' && (draft.value.trim() === '' || !Number.isFinite(Number(draft.value)))) return 'Enter the number.';
  if (draft.type === 'RISK' && !draft.riskLevel) return 'Choose a risk level (add one to the group first).';
  if (draft.type === 'SMART' && !draft.prompt.trim()) return 'Enter the prompt.';
  if (draft.type === 'TEXT' && !draft.text.trim()) return 'Enter the text.';
  if (draft.type === 'TRAINING' && !draft.courseId.trim()) return 'Enter the course id.';
  return null;
}

const optional = (value: string) => (value.trim() ? value.trim() : null);

/** The API's OutcomeInput: only the kind's own field, conditions as JSON. */
export function outcomeInput(draft: OutcomeDraft): OutcomeInput {
  const input: OutcomeInput = { type: draft.type, conditions: JSON.stringify(draft.conditions), targetId: optional(draft.targetId), targetType: optional(draft.targetType) };
  if (draft.type === 'CALCULATED') input.calculation = draft.calculation;
  if (draft.type === 'NUMBER') input.value = Number(draft.value);
  if (draft.type === 'RISK') input.riskLevel = draft.riskLevel;
  if (draft.type === 'SMART') input.prompt = draft.prompt.trim();
  if (draft.type === 'TEXT') input.text = draft.text.trim();
  if (draft.type === 'TRAINING') {
    input.courseId = draft.courseId.trim();
    input.link = optional(draft.link);
  }
  return input;
}

/** An outcome in a few words: its kind and what it yields. */
export function outcomeSummary(outcome: EditorOutcome, group: EditorGroup): string {
  const kind = assessmentTypeLabels[outcome.type];
  switch (outcome.type) {
    case 'CALCULATED':
      return `${kind}: ${calculationLabels[outcome.calculation ?? 'SUM'].toLowerCase()} of the group's numbers`;
    case 'NUMBER':
      return `${kind}: ${outcome.value ?? ''}`;
    case 'RISK':
      return `${kind}: ${group.riskLevels.find((level) => level.id === outcome.riskLevel)?.level ?? 'unknown level'}`;
    case 'SMART':
      return `${kind}: ${outcome.prompt ?? ''}`;
    case 'TEXT':
      return `${kind}: ${outcome.text ?? ''}`;
    case 'TRAINING':
      return `${kind}: course ${outcome.courseId ?? ''}`;
    default:
      return kind;
  }
}

/** An option question a question condition may name. */
export interface OptionQuestionChoice {
  id: string;
  title: string;
  options: ReadonlyArray<{ id: string; label: string }>;
}

type TemplateNode = { __typename: string; id: string; title?: string; options?: ReadonlyArray<{ id: string; label: string }>; children?: readonly TemplateNode[] };

/** The option questions of a template at its forms' top level (pages and sections), in page order. */
export function optionQuestionsOf(template: NonNullable<OutcomesEditorTemplateQuery['templateById']>): OptionQuestionChoice[] {
  const found: OptionQuestionChoice[] = [];
  const walk = (nodes: readonly TemplateNode[]) => {
    for (const node of nodes) {
      if (node.__typename === 'OptionQuestion' && node.options) found.push({ id: node.id, title: node.title ?? node.id, options: node.options });
      if (node.__typename === 'Section' && node.children) walk(node.children);
    }
  };
  template.pages.forEach((page) => walk(page.children as readonly TemplateNode[]));
  return found;
}
