/** What every element edit answers: ElementEdit and ElementRemoval both name their template. */
export type ElementAnswer = { templateId: string };

/**
 * An element edit's answer (ElementEdit, ElementRemoval or moveElements' list of ElementEdit), with the draft
 * as `template` on each when the caller selected it: one read for the whole answer, and none otherwise (an
 * edit stays one write; the template is a read of every item of the version).
 */
export async function withTemplateWhenSelected<T>(
  answer: ElementAnswer | ElementAnswer[],
  selected: boolean,
  readTemplate: (templateId: string) => Promise<T>,
) {
  const edits = Array.isArray(answer) ? answer : [answer];
  if (!selected || edits.length === 0) return answer;
  const template = await readTemplate(edits[0]!.templateId);
  const withTemplate = edits.map((edit) => ({ ...edit, template }));
  return Array.isArray(answer) ? withTemplate : withTemplate[0]!;
}
