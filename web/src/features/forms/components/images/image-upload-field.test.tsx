import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteImageResponseDocument, ImageUrlsDocument } from './image-answer.generated';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ImageUploadField } from './image-upload-field';

const question = {
  __typename: 'ImageUploadQuestion' as const,
  id: 'q-photos',
  title: 'Photos of findings',
  prompt: null,
  info: null,
  required: false,
  disabled: false,
  dependsOn: null,
  imageDescription: null,
  hasImageUpload: true,
};
const shelf = { name: 'shelf.jpg', key: 'forms/f1/q-photos/1-shelf.jpg', description: 'Acids above bases' };

async function renderField(mocks: Parameters<typeof renderScreen>[1]['mocks'] = []) {
  return renderScreen(
    <ImageUploadField question={question as never} formId="f1" location={null} stored={{ images: [shelf], version: 1 }} />,
    { pattern: '/', path: '/', session: await signedInSession(), mocks },
  );
}

const urls = {
  request: { query: ImageUrlsDocument, variables: { formId: 'f1', keys: [shelf.key] } },
  result: { data: { imageUrls: [{ __typename: 'ImageUrl', key: shelf.key, url: '/local-blobs/forms/f1/q-photos/1-shelf.jpg?signature=x' }] } },
};

describe('ImageUploadField', () => {
  it('shows each image with its description as its text alternative', async () => {
    await renderField([urls]);

    expect(await screen.findByRole('img', { name: 'Acids above bases' })).toHaveAttribute('src', expect.stringContaining('/local-blobs/'));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Acids above bases');
  });

  it('refuses a file that is not an image before uploading anything, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await renderField([urls]);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;

    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('notes.pdf is not a JPEG, PNG, GIF or WebP image.')).toBeInTheDocument();
  });

  it('removes an image with deleteImageResponse', async () => {
    const removed = vi.fn(() => ({
      data: {
        deleteImageResponse: {
          __typename: 'SavedForm',
          id: 'f1',
          lastSaved: '2026-11-22T10:00:00.000Z',
          responses: [{ __typename: 'ImageUploadResponse', questionId: 'q-photos', location: null, lastSaved: '2026-11-22T10:00:00.000Z', version: 2, images: [] }],
        },
      },
    }));
    const user = userEvent.setup();
    await renderField([urls, { request: { query: DeleteImageResponseDocument, variables: { input: { formId: 'f1', questionId: 'q-photos', location: null, key: shelf.key } } }, result: removed }]);

    const card = (await screen.findByRole('img', { name: 'Acids above bases' })).closest('div')!;
    await user.click(within(card.parentElement!).getByRole('button', { name: 'Remove shelf.jpg' }));

    await waitFor(() => expect(removed).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Add images' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Acids above bases' })).not.toBeInTheDocument());
  });
});
