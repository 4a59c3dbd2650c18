import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { actionsMock, flagsMock, formMock, question, response } from '../../test/form-fixtures';
import { FormPage } from '../form-page';

const room = question('TextQuestion', 'q-room', 'Room number', { input: 'short', required: true });
const contact = question('TextQuestion', 'q-contact', 'Lab contact', { input: 'short' });
const code = question('TextQuestion', 'q-code', 'Inspector code', { input: 'short', disabled: true });

describe('page progress', () => {
  it('says how many of the questions the user can answer on the page are answered, and what * means', async () => {
    // Act
    renderScreen(<FormPage formId="f1" />, {
      pattern: '/form/:formId',
      path: '/form/f1',
      session: await signedInSession(),
      mocks: [flagsMock, formMock([room, contact, code], [response('TextResponse', 'q-room', 1, { text: 'B-204' })]), actionsMock([])] as never,
    });

    // Assess
    expect(await screen.findByText('1 of 2 answered')).toBeInTheDocument();
    expect(screen.getByText('Questions marked * are required.')).toBeInTheDocument();
  });
});
