import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { imageUploadProblem } from '@schema/forms/images';
import { useRef, useState } from 'react';
import type { ResponseLocationInput } from '@/gql/graphql';
import { CreateImageUploadDocument, DeleteImageResponseDocument, UpdateImageUploadResponseDocument } from './image-answer.generated';
import { conflictCurrent, hasErrorCode } from '@/lib/errors/error-codes';
import { mergeSavedForm, type SavedFormResult } from '../../api/saved-form-cache';
import { putFile } from './put-file';

export interface AnswerImage {
  name: string;
  key: string;
  description?: string | null;
}

/** An image question's answer as the server last confirmed it. */
export interface StoredImages {
  images: readonly AnswerImage[];
  version: number;
}

/** One file on its way: its progress (0 to 1) or why it failed. */
export interface ImageUpload {
  id: string;
  name: string;
  progress: number;
  error: string | null;
}

interface Options {
  formId: string;
  questionId: string;
  location: ResponseLocationInput | null;
  stored: StoredImages | null;
}

const messageOf = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? 'The image could not be saved.') : error instanceof Error ? error.message : 'The image could not be saved.';

/** The stored answer a CONFLICT carries, so a list edit can be made again on top of it. */
function conflictAnswer(error: unknown): StoredImages | null {
  if (!hasErrorCode(error, 'CONFLICT')) return null;
  const current = conflictCurrent<{ images?: AnswerImage[]; version?: number }>(error);
  return current ? { images: current.images ?? [], version: current.version ?? 0 } : { images: [], version: 0 };
}

const uploadId = () => globalThis.crypto.randomUUID();

/**
 * An image question's answer: uploads files (checked first, then PUT to a signed address with progress), adds
 * them to the answer, edits descriptions and removes images. A list edit that meets a newer answer is made
 * again on top of it, so two people adding photos at once both keep theirs.
 */
export function useImageAnswer({ formId, questionId, location, stored }: Options) {
  const [createUpload] = useMutation(CreateImageUploadDocument);
  const [updateImages] = useMutation(UpdateImageUploadResponseDocument, {
    update: (cache, { data }) => mergeSavedForm(cache, data?.updateImageUploadResponse as SavedFormResult | undefined),
  });
  const [deleteImage] = useMutation(DeleteImageResponseDocument, {
    update: (cache, { data }) => mergeSavedForm(cache, data?.deleteImageResponse as SavedFormResult | undefined),
  });
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<StoredImages | null>(null);
  // The newest of what the form holds and what this question saved last.
  const current = saved && saved.version >= (stored?.version ?? 0) ? saved : (stored ?? { images: [], version: 0 });
  const latest = useRef(current);
  latest.current = current;

  const adopt = (result: SavedFormResult | undefined) => {
    const response = result?.responses.find((candidate) => candidate.questionId === questionId) as (StoredImages & { images?: AnswerImage[] }) | undefined;
    if (response) setSaved({ images: response.images ?? [], version: response.version });
  };

  /** Saves the list `edit` makes of the current one, again on top of a newer answer once. */
  const saveList = async (edit: (images: readonly AnswerImage[]) => AnswerImage[]) => {
    let base = latest.current;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const images = edit(base.images).map(({ name, key, description }) => ({ name, key, description: description ?? null }));
        const result = await updateImages({ variables: { input: { formId, questionId, location, images, expectedVersion: base.version } } });
        adopt(result.data?.updateImageUploadResponse as SavedFormResult | undefined);
        return;
      } catch (failure) {
        const newer = hasErrorCode(failure, 'CONFLICT') ? conflictAnswer(failure) : null;
        if (!newer || attempt === 1) throw failure;
        base = newer;
      }
    }
  };

  const uploadOne = async (file: File) => {
    const id = uploadId();
    const track = (change: Partial<ImageUpload>) => setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
    const problem = imageUploadProblem({ name: file.name, contentType: file.type, size: file.size });
    setUploads((all) => [...all, { id, name: file.name, progress: 0, error: problem }]);
    if (problem) return;
    try {
      const target = await createUpload({ variables: { input: { formId, questionId, fileName: file.name, contentType: file.type, size: file.size } } });
      const upload = target.data!.createImageUpload;
      await putFile(upload.url, JSON.parse(upload.headers) as Record<string, string>, file, (progress) => track({ progress }));
      await saveList((images) => [...images, { name: file.name, key: upload.key, description: null }]);
      setUploads((all) => all.filter((candidate) => candidate.id !== id));
    } catch (failure) {
      track({ error: messageOf(failure) });
    }
  };

  return {
    images: current.images,
    uploads,
    error,
    /** Uploads files one after the other, each joining the answer when it is stored. */
    upload: async (files: readonly File[]) => {
      setError(null);
      for (const file of files) await uploadOne(file);
    },
    dismissUpload: (id: string) => setUploads((all) => all.filter((upload) => upload.id !== id)),
    describe: async (key: string, description: string) => {
      setError(null);
      try {
        await saveList((images) => images.map((image) => (image.key === key ? { ...image, description: description || null } : image)));
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    remove: async (key: string) => {
      setError(null);
      try {
        const result = await deleteImage({ variables: { input: { formId, questionId, location, key } } });
        adopt(result.data?.deleteImageResponse as SavedFormResult | undefined);
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
  };
}
