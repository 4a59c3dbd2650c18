import { describe, expect, it } from 'vitest';
import type { Question } from '../template/model';
import { choice, page, repeatable, section, table, template, text } from '../template/template-fixtures';
import { indexTemplate } from '../template/template-index';
import { answerProblem, locationProblem, rowContainerOf } from './answer-checks';

const today = new Date(2026, 10, 22);
const single = choice('q', 'Pet', ['cat', 'dog']);
const multi = choice('m', 'Pets', ['cat', 'dog'], { multi: true });
const dates: Question = { __typename: 'DateRangeQuestion', id: 'r', title: 'Stay', required: false, disabled: false, businessKeys: [], includeTime: false, validationRules: [] };

describe('answerProblem', () => {
  it('accepts options the question offers, one for a single choice and several for a multi-select', () => {
    expect(answerProblem(single, { kind: 'OptionResponse', selectedOptionIds: ['dog'] }, today)).toBeNull();
    expect(answerProblem(multi, { kind: 'OptionResponse', selectedOptionIds: ['cat', 'dog'] }, today)).toBeNull();
    expect(answerProblem(single, { kind: 'OptionResponse', selectedOptionIds: ['cat', 'dog'] }, today)).toBe('This question takes one option.');
    expect(answerProblem(multi, { kind: 'OptionResponse', selectedOptionIds: ['cat', 'cat'] }, today)).toBe('An option is selected twice.');
    expect(answerProblem(multi, { kind: 'OptionResponse', selectedOptionIds: ['fish'] }, today)).toMatch(/fish is not an option/);
  });

  it("keeps dates inside the picker's range and a range in order", () => {
    expect(answerProblem(dates, { kind: 'DateRangeResponse', start: '2026-01-02', end: '2026-01-01' }, today)).toBe('The end date is before the start date.');
    expect(answerProblem(dates, { kind: 'DateRangeResponse', start: '2026-01-01', end: '2029-01-01' }, today)).toBe('The end date must be between 01/01/1950 and 12/31/2028.');
    expect(answerProblem(dates, { kind: 'DateRangeResponse', start: '2026-01-01', end: null }, today)).toBeNull();
    expect(answerProblem(dates, { kind: 'DateRangeResponse', start: '01/02/2026', end: null }, today)).toBe('The start date must be a date (yyyy-MM-dd).');
  });
});

describe('answerProblem for the typed kinds (qtypes17)', () => {
  const base = { title: 'Q', required: false, disabled: false, businessKeys: [] };
  const email: Question = { __typename: 'EmailQuestion', id: 'e', ...base };
  const phone: Question = { __typename: 'PhoneNumberQuestion', id: 'p', ...base };
  const count: Question = { __typename: 'NumberQuestion', id: 'n', ...base, min: 1, max: 3, integer: true };
  const files: Question = { __typename: 'FileUploadQuestion', id: 'f', ...base, acceptedTypes: ['pdf'], maxSizeMb: 1, maxFiles: 1 };
  const pdf = (key: string) => ({ name: `${key}.pdf`, key, contentType: 'application/pdf', size: 10 });

  it('checks an email and a phone text, leaving an ordinary text question alone', () => {
    expect(answerProblem(email, { kind: 'TextResponse', text: 'nobody' }, today)).toBe('Enter an email address like name@example.edu.');
    expect(answerProblem(phone, { kind: 'TextResponse', text: '12' }, today)).toMatch(/^Enter a phone number/);
    expect(answerProblem(text('t', 'Notes'), { kind: 'TextResponse', text: 'nobody' }, today)).toBeNull();
  });

  it('holds a number to its bounds', () => {
    expect(answerProblem(count, { kind: 'NumberResponse', value: 4 }, today)).toBe('Enter a number between 1 and 3.');
    expect(answerProblem(count, { kind: 'NumberResponse', value: 2 }, today)).toBeNull();
  });

  it("holds files to the question's count, types and sizes, each key once", () => {
    expect(answerProblem(files, { kind: 'FileUploadResponse', files: [pdf('a'), pdf('b')] }, today)).toBe('This question keeps at most 1 file.');
    expect(answerProblem({ ...files, maxFiles: 2 }, { kind: 'FileUploadResponse', files: [pdf('a'), pdf('a')] }, today)).toBe('A file is listed twice.');
    expect(answerProblem(files, { kind: 'FileUploadResponse', files: [{ ...pdf('a'), size: 2 * 1024 * 1024 }] }, today)).toBe('a.pdf is larger than 1 MB.');
    expect(answerProblem(files, { kind: 'FileUploadResponse', files: [pdf('a')] }, today)).toBeNull();
  });
});

describe('locationProblem', () => {
  const index = indexTemplate(
    template([
      page('p', 'Page', [
        text('top', 'Top'),
        table('t', 'Actions', [text('cell', 'Action')]),
        repeatable('rep', 'Visits', [section('inner', 'Inner', [text('deep', 'Deep')])]),
      ]),
    ]),
  );

  it('finds the table or repeatable section a question is answered once per row of', () => {
    expect(rowContainerOf(index, 'cell')).toBe('t');
    expect(rowContainerOf(index, 'deep')).toBe('rep');
    expect(rowContainerOf(index, 'top')).toBeNull();
  });

  it('wants no location once per form and the container with a row inside one', () => {
    expect(locationProblem(index, 'top', {})).toBeNull();
    expect(locationProblem(index, 'top', { rowId: 'r1' })).toMatch(/once per form/);
    expect(locationProblem(index, 'deep', { parentId: 'rep', rowId: 'r1' })).toBeNull();
    expect(locationProblem(index, 'deep', { parentId: 'inner', rowId: 'r1' })).toMatch(/parentId rep/);
    expect(locationProblem(index, 'cell', { parentId: 't' })).toMatch(/rowId/);
  });
});
