import { describe, expect, it } from 'vitest';
import { indexTemplate } from './template-index';
import { page, template, text } from './template-fixtures';
import { emptyPageProblems } from './check-empty-pages';

describe('emptyPageProblems', () => {
  it('names each form page without elements, and only those', () => {
    const tpl = template([page('p1', 'Page 1', []), page('p2', 'Site', [text('t', 'Area')]), page('p3', 'Sign-off', [])]);

    const problems = emptyPageProblems(indexTemplate(tpl)).map(({ problem }) => problem);

    expect(problems).toEqual([
      { code: 'EMPTY_PAGE', elementId: 'p1', message: 'Page "Page 1" (p1) is empty. Add a question to it or remove the page.' },
      { code: 'EMPTY_PAGE', elementId: 'p3', message: 'Page "Sign-off" (p3) is empty. Add a question to it or remove the page.' },
    ]);
  });

  it('leaves empty summary pages alone', () => {
    const tpl = { ...template([page('p1', 'Site', [text('t', 'Area')])]), summaryPages: [page('s1', 'Summary', [])] };

    expect(emptyPageProblems(indexTemplate(tpl))).toEqual([]);
  });
});
