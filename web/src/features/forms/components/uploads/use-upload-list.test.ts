import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import type { SavedFormResult } from '../../api/saved-form-cache';
import { useUploadList } from './use-upload-list';

// dedupe17: the upload queue the file and image questions share.

interface Item {
  name: string;
  key: string;
}

const mine = { name: 'plan.pdf', key: 'k-plan' };
const theirs = { name: 'map.pdf', key: 'k-map' };

const savedForm = (items: Item[], version: number): SavedFormResult =>
  ({ id: 'f1', lastSaved: '2026-11-29T12:00:00.000Z', responses: [{ __typename: 'FileUploadResponse', questionId: 'q-files', location: null, version, files: items }] }) as never;

function renderList(saveItems: (items: Item[], expectedVersion: number) => Promise<SavedFormResult | undefined>) {
  return renderHook(() =>
    useUploadList<Item>({
      questionId: 'q-files',
      stored: { items: [mine], version: 1 },
      listField: 'files',
      failureMessage: 'The file could not be saved.',
      problemOf: () => null,
      createTarget: () => Promise.reject(new Error('not used')),
      itemOf: (file, key) => ({ name: file.name, key }),
      saveItems,
    }),
  );
}

describe('useUploadList', () => {
  it('makes a list edit again on top of the newer answer a CONFLICT carries, and shows the saved list', async () => {
    // Prepare: someone else added a file first (version 2).
    const conflict = new CombinedGraphQLErrors({ data: null, errors: [appSyncError('Changed meanwhile', 'CONFLICT', { current: { files: [mine, theirs], version: 2 } })] });
    const saveItems = vi.fn<(items: Item[], expectedVersion: number) => Promise<SavedFormResult | undefined>>()
      .mockRejectedValueOnce(conflict)
      .mockImplementationOnce((items, version) => Promise.resolve(savedForm(items, version + 1)));
    const { result } = renderList(saveItems);

    // Act: remove my file.
    let saved = false;
    await act(async () => {
      saved = await result.current.attempt(() => result.current.editList((items) => items.filter((item) => item.key !== mine.key)));
    });

    // Assess: the second save removed it from their list, at their version; their file stays.
    expect(saved).toBe(true);
    expect(saveItems).toHaveBeenLastCalledWith([theirs], 2);
    expect(result.current.items).toEqual([theirs]);
    expect(result.current.error).toBeNull();
  });

  it('gives up after a second CONFLICT and says why', async () => {
    // Prepare
    const conflict = () => new CombinedGraphQLErrors({ data: null, errors: [appSyncError('The answer changed meanwhile.', 'CONFLICT', { current: { files: [], version: 3 } })] });
    const saveItems = vi.fn(() => Promise.reject(conflict()));
    const { result } = renderList(saveItems);

    // Act
    let saved = true;
    await act(async () => {
      saved = await result.current.attempt(() => result.current.editList((items) => [...items]));
    });

    // Assess
    expect(saved).toBe(false);
    expect(saveItems).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBe('The answer changed meanwhile.');
    expect(result.current.items).toEqual([mine]);
  });
});
