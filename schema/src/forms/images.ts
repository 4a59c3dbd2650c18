/** The image types a form accepts, by content type, with the file extension each must carry. */
export const imageContentTypes: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** The largest image accepted: 10 MB (phone photos fit; raw camera files do not). */
export const maxImageBytes = 10 * 1024 * 1024;

/** How long an upload or a view address stays valid. */
export const imageUrlSeconds = 15 * 60;

/** Where the images of one question of one form are kept: every key of its answer starts with this. */
export const imageKeyPrefix = (formId: string, questionId: string) => `forms/${formId}/${questionId}/`;

/** A file name made safe for a storage key: letters, digits, dot, dash and underscore, at most 100 characters. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '');
  return (cleaned || 'image').slice(-100);
}

/** Why a file cannot be uploaded as an image, in the words the person uploading it reads; null when it can. */
export function imageUploadProblem(file: { name: string; contentType: string; size: number }): string | null {
  const extensions = imageContentTypes[file.contentType];
  if (!extensions) return `${file.name} is not a JPEG, PNG, GIF or WebP image.`;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!extensions.includes(extension)) return `${file.name} does not end in .${extensions.join(' or .')} like a ${file.contentType} file should.`;
  if (file.size <= 0) return `${file.name} is empty.`;
  if (file.size > maxImageBytes) return `${file.name} is larger than ${maxImageBytes / 1024 / 1024} MB.`;
  return null;
}
