import { describe, expect, it } from 'vitest';
import { lookupsFromMap, subformProblems, subformTemplateIds } from './check-subforms';
import { indexTemplate } from './template-index';
import { page, section, subform, template } from './template-fixtures';

const tpl = template([
  page('p1', 'General', [subform('f1', 'Incident', 'tpl-sub'), subform('f2', 'Witness', 'tpl-gone')]),
  page('p2', 'More', [section('s', 'S', [subform('f3', 'Vehicle', 'tpl-form'), subform('f4', 'Again', 'tpl-sub'), subform('f5', 'Blank', '')])]),
]);
const lookups = lookupsFromMap(
  new Map([
    ['tpl-sub', { exists: true, isSubform: true }],
    ['tpl-form', { exists: true, isSubform: false }],
    ['tpl-deleted', { exists: false, isSubform: true }],
  ]),
);

describe('subformTemplateIds', () => {
  it('lists each template a subform points at once', () => {
    expect(subformTemplateIds(tpl)).toEqual(['tpl-sub', 'tpl-gone', 'tpl-form']);
  });
});

describe('subformProblems', () => {
  it('reports missing and non-subform templates', () => {
    const problems = subformProblems(indexTemplate(tpl), lookups).map(({ problem }) => problem);

    expect(problems).toEqual([
      {
        code: 'SUBFORM_MISSING_TEMPLATE',
        elementId: 'f2',
        message: 'Subform "Witness" (f2) points at template tpl-gone, which does not exist. Choose an existing subform template.',
      },
      {
        code: 'SUBFORM_NOT_SUBFORM',
        elementId: 'f3',
        message: 'Subform "Vehicle" (f3) points at template tpl-form, which is not a subform template. Choose a subform template, or mark that template as a subform.',
      },
      {
        code: 'SUBFORM_MISSING_TEMPLATE',
        elementId: 'f5',
        message: 'Subform "Blank" (f5) points at no template. Choose an existing subform template.',
      },
    ]);
  });

  it('treats a template known not to exist as missing', () => {
    const index = indexTemplate(template([page('p1', 'A', [subform('f', 'F', 'tpl-deleted')])]));

    expect(subformProblems(index, lookups)[0]?.problem.code).toBe('SUBFORM_MISSING_TEMPLATE');
  });
});
