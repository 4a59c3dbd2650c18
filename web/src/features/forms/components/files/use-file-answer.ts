import { useMutation } from '@apollo/client/react';
import { fileUploadProblem } from '@schema/forms/files';
import type { ResponseLocationInput } from '@/gql/graphql';
import { mergeSavedForm, type SavedFormResult } from '../../api/saved-form-cache';
import { useUploadList } from '../uploads/use-upload-list';
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
  const list = useUploadList<AnswerFile>({
    questionId: question.id,
    stored: stored && { items: stored.files, version: stored.version },
    listField: 'files',
    failureMessage: 'The file could not be saved.',
    problemOf: (file, held) =>
      held >= question.maxFiles
        ? `${file.name} was not added: this question keeps at most ${question.maxFiles} files.`
        : fileUploadProblem(question, { name: file.name, contentType: file.type, size: file.size }),
    createTarget: async (file) => {
      const target = await createUpload({ variables: { input: { formId, questionId: question.id, fileName: file.name, contentType: file.type, size: file.size } } });
      return target.data!.createFileUpload;
    },
    itemOf: (file, key) => ({ name: file.name, key, contentType: file.type, size: file.size }),
    saveItems: async (items, expectedVersion) => {
      const files = items.map(({ name, key, contentType, size }) => ({ name, key, contentType, size }));
      const result = await updateFiles({ variables: { input: { formId, questionId: question.id, location, files, expectedVersion } } });
      return result.data?.updateFileUploadResponse as SavedFormResult | undefined;
    },
  });

  return {
    files: list.items,
    uploads: list.uploads,
    error: list.error,
    upload: list.upload,
    dismissUpload: list.dismissUpload,
    /** Takes one file out of the answer; true when it was saved. */
    remove: (key: string) => list.attempt(() => list.editList((files) => files.filter((file) => file.key !== key))),
  };
}
