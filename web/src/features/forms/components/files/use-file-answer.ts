import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { fileUploadProblem } from '@schema/forms/files';
import { useRef, useState } from 'react';
import type { ResponseLocationInput } from '@/gql/graphql';
import { conflictCurrent, hasErrorCode } from '@/lib/errors/error-codes';
import { mergeSavedForm, type SavedFormResult } from '../../api/saved-form-cache';
import { putFile } from '../images/put-file';
import type { ImageUpload } from '../images/use-image-answer';
import { CreateFileUploadDocument, UpdateFileUploadResponseDocument } from './file-answer.generated';

export interface AnswerFile {
  name: string;
  key: string;
  contentType: string;
  size: number;
}

/** A file question's answer as the server last confirmed it. */
export interface StoredFiles {
  files: readonly AnswerFile[];
  version: number;
}

interface Options {
  formId: string;
  question: { id: string; acceptedTypes: readonly string[]; maxSizeMb: number; maxFiles: number };
  location: ResponseLocationInput | null;
  stored: StoredFiles | null;
}

const messageOf = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? 'The file could not be saved.') : error instanceof Error ? error.message : 'The file could not be saved.';

function conflictAnswer(error: unknown): StoredFiles {
  const current = conflictCurrent<{ files?: AnswerFile[]; version?: number }>(error);
  return { files: current?.files ?? [], version: current?.version ?? 0 };
}

const uploadId = () => globalThis.crypto.randomUUID();

/**
 * A file question's answer: checks each file as the server will (type, size, how many), uploads it to a signed
 * address with progress, adds it to the list, and removes files by saving the list without them. A list edit
 * that meets a newer answer is made again on top of it, so two people adding files at once both keep theirs.
 */
export function useFileAnswer({ formId, question, location, stored }: Options) {
  const [createUpload] = useMutation(CreateFileUploadDocument);
  const [updateFiles] = useMutation(UpdateFileUploadResponseDocument, {
    update: (cache, { data }) => mergeSavedForm(cache, data?.updateFileUploadResponse as SavedFormResult | undefined),
  });
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<StoredFiles | null>(null);
  const current = saved && saved.version >= (stored?.version ?? 0) ? saved : (stored ?? { files: [], version: 0 });
  const latest = useRef(current);
  latest.current = current;

  const adopt = (result: SavedFormResult | undefined) => {
    const response = result?.responses.find((candidate) => candidate.questionId === question.id) as (StoredFiles & { files?: AnswerFile[] }) | undefined;
    if (response) setSaved({ files: response.files ?? [], version: response.version });
  };

  const saveList = async (edit: (files: readonly AnswerFile[]) => AnswerFile[]) => {
    let base = latest.current;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const files = edit(base.files).map(({ name, key, contentType, size }) => ({ name, key, contentType, size }));
        const result = await updateFiles({ variables: { input: { formId, questionId: question.id, location, files, expectedVersion: base.version } } });
        adopt(result.data?.updateFileUploadResponse as SavedFormResult | undefined);
        return;
      } catch (failure) {
        if (!hasErrorCode(failure, 'CONFLICT') || attempt === 1) throw failure;
        base = conflictAnswer(failure);
      }
    }
  };

  const uploadOne = async (file: File) => {
    const id = uploadId();
    const track = (change: Partial<ImageUpload>) => setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
    const full = latest.current.files.length >= question.maxFiles ? `${file.name} was not added: this question keeps at most ${question.maxFiles} files.` : null;
    const problem = full ?? fileUploadProblem(question, { name: file.name, contentType: file.type, size: file.size });
    setUploads((all) => [...all, { id, name: file.name, progress: 0, error: problem }]);
    if (problem) return;
    try {
      const target = await createUpload({ variables: { input: { formId, questionId: question.id, fileName: file.name, contentType: file.type, size: file.size } } });
      const upload = target.data!.createFileUpload;
      await putFile(upload.url, JSON.parse(upload.headers) as Record<string, string>, file, (progress) => track({ progress }));
      await saveList((files) => [...files, { name: file.name, key: upload.key, contentType: file.type, size: file.size }]);
      setUploads((all) => all.filter((candidate) => candidate.id !== id));
    } catch (failure) {
      track({ error: messageOf(failure) });
    }
  };

  return {
    files: current.files,
    uploads,
    error,
    /** Uploads files one after the other, each joining the answer when it is stored. */
    upload: async (files: readonly File[]) => {
      setError(null);
      for (const file of files) await uploadOne(file);
    },
    dismissUpload: (id: string) => setUploads((all) => all.filter((upload) => upload.id !== id)),
    /** Takes one file out of the answer; true when it was saved. */
    remove: async (key: string) => {
      setError(null);
      try {
        await saveList((files) => files.filter((file) => file.key !== key));
        return true;
      } catch (failure) {
        setError(messageOf(failure));
        return false;
      }
    },
  };
}
