import { kindLabel } from './element-label';
import type { DependsOn, Question } from './model';

/** The parts of a question a publish summary reports on. */
export type QuestionField = 'title' | 'required' | 'optionsAdded' | 'optionsRemoved' | 'optionsRelabelled' | 'conditions' | 'kind';

/** What changed in one question between two versions: which fields, and a readable phrase for each. */
export interface QuestionDiff {
  fields: QuestionField[];
  phrases: string[];
}

type Option = { id: string; label: string };

function optionsOf(question: Question): Option[] {
  return question.__typename === 'OptionQuestion' ? question.options : [];
}

function quoted(options: Option[]): string {
  return options.map((option) => `"${option.label}"`).join(', ');
}

// Conditions compare as a set: their order does not change what they mean, and no conditions at all is "always".
function conditionKey(dependsOn: DependsOn | null | undefined): string {
  const keys = (dependsOn?.conditions ?? []).map((condition) => `${condition.questionId}=${condition.optionId}`).sort();
  return keys.length === 0 ? '' : `${keys.length > 1 ? dependsOn!.logic : 'AND'}:${keys.join('&')}`;
}

function conditionPhrase(before: string, after: string): string {
  if (before === '') return 'now shown only when its conditions hold';
  if (after === '') return 'conditions removed, now always shown';
  return 'conditions changed';
}

function note(diff: QuestionDiff, field: QuestionField, ...phrases: string[]) {
  diff.fields.push(field);
  diff.phrases.push(...phrases);
}

function optionPhrases(previous: Question, next: Question, diff: QuestionDiff) {
  const before = new Map(optionsOf(previous).map((option) => [option.id, option]));
  const after = new Map(optionsOf(next).map((option) => [option.id, option]));
  const added = [...after.values()].filter((option) => !before.has(option.id));
  const removed = [...before.values()].filter((option) => !after.has(option.id));
  const relabelled = [...after.values()].filter((option) => before.has(option.id) && before.get(option.id)!.label !== option.label);
  if (added.length > 0) note(diff, 'optionsAdded', `options added ${quoted(added)}`);
  if (removed.length > 0) note(diff, 'optionsRemoved', `options removed ${quoted(removed)}`);
  if (relabelled.length > 0) {
    note(diff, 'optionsRelabelled', ...relabelled.map((option) => `option "${before.get(option.id)!.label}" renamed "${option.label}"`));
  }
}

/** Compares two versions of one question (same id); an empty `fields` means nothing reported changed. */
export function diffQuestion(previous: Question, next: Question): QuestionDiff {
  const diff: QuestionDiff = { fields: [], phrases: [] };
  if (previous.__typename !== next.__typename) {
    note(diff, 'kind', `kind changed from ${kindLabel(previous.__typename)} to ${kindLabel(next.__typename)}`);
  }
  if (previous.title !== next.title) note(diff, 'title', `renamed from "${previous.title}"`);
  if (previous.required !== next.required) note(diff, 'required', next.required ? 'now required' : 'no longer required');
  optionPhrases(previous, next, diff);
  const [before, after] = [conditionKey(previous.dependsOn), conditionKey(next.dependsOn)];
  if (before !== after) note(diff, 'conditions', conditionPhrase(before, after));
  return diff;
}
