import { useMutation } from '@apollo/client/react';
import { imageUploadProblem } from '@schema/forms/images';
import type { ResponseLocationInput } from '@/gql/graphql';
import { mergeSavedForm, type SavedFormResult } from '../../api/saved-form-cache';
import { useUploadList } from '../uploads/use-upload-list';
import { CreateImageUploadDocument, DeleteImageResponseDocument, UpdateImageUploadResponseDocument } from './image-answer.generated';

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

interface Options {
  formId: string;
  questionId: string;
  location: ResponseLocationInput | null;
  stored: StoredImages | null;
}

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
  const list = useUploadList<AnswerImage>({
    questionId,
    stored: stored && { items: stored.images, version: stored.version },
    listField: 'images',
    failureMessage: 'The image could not be saved.',
    problemOf: (file) => imageUploadProblem({ name: file.name, contentType: file.type, size: file.size }),
    createTarget: async (file) => {
      const target = await createUpload({ variables: { input: { formId, questionId, fileName: file.name, contentType: file.type, size: file.size } } });
      return target.data!.createImageUpload;
    },
    itemOf: (file, key) => ({ name: file.name, key, description: null }),
    saveItems: async (items, expectedVersion) => {
      const images = items.map(({ name, key, description }) => ({ name, key, description: description ?? null }));
      const result = await updateImages({ variables: { input: { formId, questionId, location, images, expectedVersion } } });
      return result.data?.updateImageUploadResponse as SavedFormResult | undefined;
    },
  });

  return {
    images: list.items,
    uploads: list.uploads,
    error: list.error,
    upload: list.upload,
    dismissUpload: list.dismissUpload,
    describe: async (key: string, description: string) => {
      await list.attempt(() => list.editList((images) => images.map((image) => (image.key === key ? { ...image, description: description || null } : image))));
    },
    remove: async (key: string) => {
      await list.attempt(async () => {
        const result = await deleteImage({ variables: { input: { formId, questionId, location, key } } });
        list.adopt(result.data?.deleteImageResponse as SavedFormResult | undefined);
      });
    },
  };
}
