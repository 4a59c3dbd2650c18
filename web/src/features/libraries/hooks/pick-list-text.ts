/** One choice of a pick-list field. */
export interface PickChoice {
  label: string;
  value: string;
}

/**
 * Choices as the field editor's text box holds them: one a line, `Label = value`, or a bare label that is its own
 * value. Blank lines are skipped.
 */
export function parsePickList(text: string): PickChoice[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=');
      if (at <= 0) return { label: line, value: line };
      const label = line.slice(0, at).trim();
      const value = line.slice(at + 1).trim();
      return { label, value: value || label };
    });
}

/** Choices back to the text box's lines. */
export const pickListText = (choices: readonly PickChoice[]) =>
  choices.map((choice) => (choice.label === choice.value ? choice.label : `${choice.label} = ${choice.value}`)).join('\n');
