import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportFormsDocument } from '../api/import-forms.generated';
import { MapperTemplateDocument } from '../api/mapper-template.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { DataImporterPage } from './data-importer-page';

const base = '/studio/campus/01/template/t-1';
const template: MockLink.MockedResponse = {
  request: { query: MapperTemplateDocument, variables: { id: 't-1' } },
  result: {
    data: {
      templateById: {
        __typename: 'Template',
        id: 't-1',
        name: 'Room inspection',
        pages: [{ __typename: 'Page', id: 'p1', children: [{ __typename: 'TextQuestion', id: 'q-room', title: 'Room' }] }],
      },
    },
  },
};
const rowResult = (rowNumber: number, problems: string[], formId: string | null = null) => ({ __typename: 'FormImportRow', rowNumber, formId, problems });
const answer = (dryRun: boolean, sent: (variables: Record<string, unknown>) => boolean): MockLink.MockedResponse => ({
  request: { query: ImportFormsDocument, variables: (variables) => (variables.input as { dryRun: boolean }).dryRun === dryRun && sent(variables) },
  result: {
    data: {
      importForms: {
        __typename: 'FormImportResult',
        accepted: 1,
        rejected: 1,
        rows: [rowResult(1, [], dryRun ? null : 'f-1'), rowResult(2, ['Owner: no active user nobody'])],
        statuses: ['draft', 'submitted'],
      },
    },
  },
});

const csv = () => new File(['owner,status,Room\nstaff.one,submitted,210B\nnobody,draft,\n'], 'rooms.csv', { type: 'text/csv' });

describe('DataImporterPage', () => {
  it('matches the columns by name, previews the first rows with their problems, imports the file and offers the rejected rows', async () => {
    const preview = vi.fn((_variables: Record<string, unknown>) => true);
    const imported = vi.fn((_variables: Record<string, unknown>) => true);
    renderScreen(<DataImporterPage templateId="t-1" />, {
      pattern: `${base}/data-importer`,
      path: `${base}/data-importer`,
      session: await signedInSession(),
      mocks: [template, answer(true, preview), answer(false, imported)],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Data Importer' });

    await user.upload(screen.getByLabelText('CSV file'), csv());

    await waitFor(() => expect(screen.getByRole('heading', { name: '2. Match columns' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Owner (username, required)' })).toHaveTextContent('owner');
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveTextContent('Room');
    const rows = screen.getByRole('list', { name: 'First rows of the file' });
    expect(await within(rows).findByText('Owner: no active user nobody')).toBeInTheDocument();
    expect(within(rows).getByText('New form')).toBeInTheDocument();
    expect(preview).toHaveBeenCalledWith({
      input: {
        templateId: 't-1',
        dryRun: true,
        rows: [
          { rowNumber: 1, owner: 'staff.one', status: 'submitted', answers: JSON.stringify({ 'q-room': '210B' }) },
          { rowNumber: 2, owner: 'nobody', status: 'draft', answers: JSON.stringify({ 'q-room': '' }) },
        ],
      },
    });

    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Import finished: 1 imported, 1 rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Import finished' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Download rejected rows' })).toBeInTheDocument();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
