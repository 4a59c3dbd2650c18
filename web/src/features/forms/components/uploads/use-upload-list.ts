import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useRef, useState } from 'react';
import { conflictCurrent, hasErrorCode } from '@/lib/errors/error-codes';
import type { SavedFormResult } from '../../api/saved-form-cache';
import { putFile } from './put-file';

/** A list answer (a file or an image question's) as the server last confirmed it. */
export interface StoredList<Item> {
  items: readonly Item[];
  version: number;
}

/** One file on its way: its progress (0 to 1) or why it failed. */
export interface PendingUpload {
  id: string;
  name: string;
  progress: number;
  error: string | null;
}

/** Where one file's bytes go: the signed address, the headers it was signed for (JSON) and its storage key. */
export interface UploadTarget {
  url: string;
  headers: string;
  key: string;
}

interface Options<Item> {
  questionId: string;
  stored: StoredList<Item> | null;
  /** The list's field in a saved response and in a CONFLICT's current answer ('files', 'images'). */
  listField: string;
  /** What a failure says when the server gave no message. */
  failureMessage: string;
  /** Why a file is refused before anything is sent (null: it may go), given how many items the answer holds. */
  problemOf: (file: File, held: number) => string | null;
  createTarget: (file: File) => Promise<UploadTarget>;
  itemOf: (file: File, key: string) => Item;
  /** Saves the whole list against the version it was made from; answers the saved form. */
  saveItems: (items: Item[], expectedVersion: number) => Promise<SavedFormResult | undefined>;
}

const messageOf = (error: unknown, fallback: string) =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : error instanceof Error ? error.message : fallback;

const uploadId = () => globalThis.crypto.randomUUID();

/**
 * A list answer that files join by upload: checks each file first, PUTs it to a signed address with progress,
 * then saves the list with it. Any list edit that meets a newer answer (CONFLICT) is made again on top of it
 * once, so two people adding files at once both keep theirs. Shared by the file and the image questions.
 */
export function useUploadList<Item>({ questionId, stored, listField, failureMessage, problemOf, createTarget, itemOf, saveItems }: Options<Item>) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<StoredList<Item> | null>(null);
  // The newest of what the form holds and what this question saved last.
  const current = saved && saved.version >= (stored?.version ?? 0) ? saved : (stored ?? { items: [], version: 0 });
  const latest = useRef(current);
  latest.current = current;
  const itemsIn = (answer: Record<string, unknown> | null | undefined) => (answer?.[listField] as Item[] | null | undefined) ?? [];

  /** Takes this question's answer out of what a save returned. */
  const adopt = (result: SavedFormResult | undefined) => {
    const response = result?.responses.find((candidate) => candidate.questionId === questionId);
    if (response) setSaved({ items: itemsIn(response as unknown as Record<string, unknown>), version: response.version });
  };

  /** Saves the list `edit` makes of the current one, again on top of a newer answer once. */
  const editList = async (edit: (items: readonly Item[]) => Item[]) => {
    let base = latest.current;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        adopt(await saveItems(edit(base.items), base.version));
        return;
      } catch (failure) {
        if (!hasErrorCode(failure, 'CONFLICT') || attempt === 1) throw failure;
        const newer = conflictCurrent<Record<string, unknown> & { version?: number }>(failure);
        base = { items: itemsIn(newer), version: newer?.version ?? 0 };
      }
    }
  };

  const uploadOne = async (file: File) => {
    const id = uploadId();
    const track = (change: Partial<PendingUpload>) => setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
    const problem = problemOf(file, latest.current.items.length);
    setUploads((all) => [...all, { id, name: file.name, progress: 0, error: problem }]);
    if (problem) return;
    try {
      const target = await createTarget(file);
      await putFile(target.url, JSON.parse(target.headers) as Record<string, string>, file, (progress) => track({ progress }));
      await editList((items) => [...items, itemOf(file, target.key)]);
      setUploads((all) => all.filter((candidate) => candidate.id !== id));
    } catch (failure) {
      track({ error: messageOf(failure, failureMessage) });
    }
  };

  return {
    items: current.items,
    uploads,
    error,
    adopt,
    editList,
    /** Uploads files one after the other, each joining the answer when it is stored. */
    upload: async (files: readonly File[]) => {
      setError(null);
      for (const file of files) await uploadOne(file);
    },
    dismissUpload: (id: string) => setUploads((all) => all.filter((upload) => upload.id !== id)),
    /** Runs an edit of the answer, its failure becoming the question's error; true when it went through. */
    attempt: async (action: () => Promise<void>) => {
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(messageOf(failure, failureMessage));
        return false;
      }
    },
  };
}
