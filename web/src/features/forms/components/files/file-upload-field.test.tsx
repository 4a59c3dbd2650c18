import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ImageUrlsDocument } from '../images/image-answer.generated';
import { UpdateFileUploadResponseDocument } from './file-answer.generated';
import { FileUploadField } from './file-upload-field';

// qtypes17: a file upload question's field.

const question = {
  __typename: 'FileUploadQuestion' as const,
  id: 'q-files',
  title: 'Supporting documents',
  prompt: null,
  description: null,
  info: null,
  required: false,
  disabled: false,
  dependsOn: null,
  acceptedTypes: ['pdf', 'docx'],
  maxSizeMb: 5,
  maxFiles: 3,
};
const plan = { name: 'Safety plan.pdf', key: 'forms/f1/q-files/1-Safety-plan.pdf', contentType: 'application/pdf', size: 1536 * 1024 };

const urls = {
  request: { query: ImageUrlsDocument, variables: { formId: 'f1', keys: [plan.key] } },
  result: { data: { imageUrls: [{ __typename: 'ImageUrl', key: plan.key, url: '/local-blobs/forms/f1/q-files/1-Safety-plan.pdf?signature=x' }] } },
  maxUsageCount: 3,
};

async function renderField(mocks: unknown[] = [urls]) {
  return renderScreen(<FileUploadField question={question as never} formId="f1" location={null} stored={{ files: [plan], version: 1 }} />, {
    pattern: '/',
    path: '/',
    session: await signedInSession(),
    mocks: mocks as never,
  });
}

describe('FileUploadField', () => {
  it('lists each file by name, a link to download it, with its size, and says what the question accepts', async () => {
    // Act
    await renderField();

    // Assess
    expect(await screen.findByRole('link', { name: 'Safety plan.pdf' })).toHaveAttribute('href', expect.stringContaining('/local-blobs/'));
    expect(screen.getByText('1.5 MB')).toBeInTheDocument();
    expect(screen.getByText('PDF, DOCX; up to 3 files of at most 5 MB each.')).toBeInTheDocument();
  });

  it('refuses a type the question does not accept before uploading anything, saying why', async () => {
    // Prepare
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await renderField();
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;

    // Act
    await user.upload(input, new File(['a,b'], 'counts.csv', { type: 'text/csv' }));

    // Assess
    expect(await screen.findByText('counts.csv is not an accepted file type (pdf, docx).')).toBeInTheDocument();
  });

  it('removes a file by saving the list without it, then puts the focus on Add files', async () => {
    // Prepare
    const removed = vi.fn(() => ({
      data: {
        updateFileUploadResponse: {
          __typename: 'SavedForm',
          id: 'f1',
          lastSaved: '2026-11-22T10:00:00.000Z',
          responses: [{ __typename: 'FileUploadResponse', questionId: 'q-files', location: null, lastSaved: '2026-11-22T10:00:00.000Z', version: 2, files: [] }],
        },
      },
    }));
    const remove = {
      request: { query: UpdateFileUploadResponseDocument, variables: { input: { formId: 'f1', questionId: 'q-files', location: null, files: [], expectedVersion: 1 } } },
      result: removed,
    };
    await renderField([urls, remove]);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Remove Safety plan.pdf' }));

    // Assess
    // The focus moves once the save has answered, after the button is already on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add files' })).toHaveFocus());
    expect(removed).toHaveBeenCalled();
    expect(screen.queryByText('Safety plan.pdf')).not.toBeInTheDocument();
  });
});
