import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ResponseValue } from '../forms/response-values';
import { placeholderProblems } from './placeholders';
import { purifyWithPolicy } from './purify-policy';
import { renderNotification } from './render';
import { placeholderValues, type NotificationSource } from './values';

const sanitize = purifyWithPolicy(createDOMPurify(new JSDOM('').window));

const source = (answers: Array<[string, ResponseValue]> = []): NotificationSource => ({
  form: { id: 'f1', name: 'Hood <check>', autoId: 'LAB-7', status: 'Submitted' },
  owner: { firstName: 'Sam' },
  appUrl: 'https://forms.example.edu/',
  questions: [
    { id: 'room', __typename: 'TextQuestion' },
    { id: 'sash', __typename: 'OptionQuestion', options: [{ id: 'high', label: 'Above the mark' }] },
  ],
  answers: new Map(answers),
  previousStatus: 'Draft',
  event: 'SUBMIT',
});

describe('rendering a notification', () => {
  it('fills every placeholder, with answers in words and the form link', () => {
    const values = placeholderValues(source([['sash', { kind: 'OptionResponse', selectedOptionIds: ['high'] }]]));

    const rendered = renderNotification(
      { subject: '{{form.autoId}}: {{form.status}}', body: 'Hi {{owner.firstName}}, {{form.link}} {{answers.sash}} {{workflow.previousStatus}}→{{workflow.event}}' },
      values,
      sanitize,
    );

    expect(rendered.subject).toBe('LAB-7: Submitted');
    expect(rendered.body).toBe('Hi Sam, https://forms.example.edu/form/f1 Above the mark Draft→SUBMIT');
    expect(rendered.problems).toEqual([]);
  });

  it('escapes HTML in answers and form names so they show as text', () => {
    const values = placeholderValues(source([['room', { kind: 'TextResponse', text: '<img src=x onerror=alert(1)>' }]]));

    const rendered = renderNotification({ subject: '{{form.name}}', body: '<p>{{answers.room}} in {{form.name}}</p>' }, values, sanitize);

    expect(rendered.body).toBe('<p>&lt;img src=x onerror=alert(1)&gt; in Hood &lt;check&gt;</p>');
    expect(rendered.subject).toBe('Hood <check>');
  });

  it("strips the author's scripts and event handlers but keeps formatting and links", () => {
    const rendered = renderNotification(
      { subject: 's', body: '<p onclick="x()"><b>Due</b> <a href="https://a.edu/x">open</a><script>alert(1)</script><a href="javascript:alert(1)">bad</a></p>' },
      placeholderValues(source()),
      sanitize,
    );

    expect(rendered.body).toBe('<p><b>Due</b> <a href="https://a.edu/x">open</a><a>bad</a></p>');
  });

  it('keeps line breaks of a plain-text body', () => {
    const rendered = renderNotification({ subject: 's', body: 'one\ntwo' }, placeholderValues(source()), sanitize);

    expect(rendered.body).toBe('one<br>\ntwo');
  });

  it('leaves unknown placeholders visible and reports them once per field', () => {
    const values = placeholderValues(source());

    const rendered = renderNotification({ subject: '{{form.nope}}', body: '{{answers.gone}} {{answers.gone}} {{answers.room}}' }, values, sanitize);

    expect(rendered.subject).toBe('{{form.nope}}');
    expect(rendered.body).toBe('{{answers.gone}} {{answers.gone}} ');
    expect(rendered.problems.map((problem) => [problem.field, problem.placeholder])).toEqual([
      ['subject', '{{form.nope}}'],
      ['body', '{{answers.gone}}'],
    ]);
  });
});

describe('placeholderProblems', () => {
  it('accepts spaces inside the braces and every fixed placeholder', () => {
    const body = '{{ form.name }} {{form.autoId}} {{form.status}} {{form.link}} {{owner.firstName}} {{workflow.previousStatus}} {{workflow.event}} {{answers.q1}}';

    expect(placeholderProblems({ subject: '', body }, new Set(['q1']))).toEqual([]);
  });
});
