import { describe, expect, it } from 'vitest';
import { outlineRows, type BuilderPage } from './builder-tree';
import { childQuestionChoices, conditionSources, conditionText } from './panel-choices';

const option = (id: string, title: string) => ({
  __typename: 'OptionQuestion' as const,
  id,
  version: 1,
  title,
  prompt: null,
  info: null,
  required: false,
  disabled: false,
  dependsOn: null,
  defaultMapping: null,
  isMultiSelect: false,
  isDropdown: false,
  options: [{ __typename: 'Option' as const, id: `${id}-yes`, label: 'Yes' }],
});
const section = {
  __typename: 'Section' as const,
  id: 's-1',
  version: 1,
  name: 'Lab',
  description: null,
  dependsOn: null,
  children: [option('q-inside', 'Inside')],
};
const pages = [{ id: 'page-1', version: 1, name: 'Page', children: [option('q-outside', 'Outside'), section] }] as unknown as BuilderPage[];

describe('panel choices', () => {
  it('offers option questions other than the element itself and its descendants as condition sources', () => {
    // Prepare
    const rows = outlineRows(pages);
    const sectionNode = rows.find((row) => row.node.id === 's-1')!.node;

    // Act
    const sources = conditionSources(rows, sectionNode).map((question) => question.id);

    // Assess
    expect(sources).toEqual(['q-outside']);
  });

  it('reads a condition as question title = option label', () => {
    expect(conditionText(outlineRows(pages), { questionId: 'q-outside', optionId: 'q-outside-yes' })).toBe('Outside = Yes');
  });

  it('lists the questions inside a section', () => {
    expect(childQuestionChoices(section as never)).toEqual([{ id: 'q-inside', label: 'Inside' }]);
  });
});
