/**
 * File question uploads: which files the platform accepts at all, and whether one file fits a question's own
 * accepted types and largest size. The browser shows exactly these messages before it uploads, and
 * createFileUpload refuses with them.
 */

/** The largest file any question may accept: 25 MB. */
export const maxFileMb = 25;

/** The most files one file question keeps. */
export const maxFilesPerAnswer = 20;

/** Every file type the platform stores, by extension, with its content types. Executables and scripts are never on it. */
export const fileContentTypes: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  csv: ['text/csv', 'application/vnd.ms-excel'],
  txt: ['text/plain'],
  rtf: ['application/rtf', 'text/rtf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  heic: ['image/heic'],
  zip: ['application/zip', 'application/x-zip-compressed'],
};

/** What a file question checks a file against. */
export interface FileRules {
  acceptedTypes: readonly string[];
  maxSizeMb: number;
}

/** A file as the browser describes it. */
export interface FileFacts {
  name: string;
  contentType: string;
  size: number;
}

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The extensions a question accepts: its own list (only those the platform stores), or the platform's whole list. */
export function acceptedExtensions(rules: Pick<FileRules, 'acceptedTypes'>): string[] {
  const own = rules.acceptedTypes.filter((type) => type in fileContentTypes);
  return own.length ? own : Object.keys(fileContentTypes);
}

/** The `accept` attribute of a file input for a question: its extensions, dotted. */
export const acceptAttribute = (rules: Pick<FileRules, 'acceptedTypes'>) =>
  acceptedExtensions(rules)
    .map((type) => `.${type}`)
    .join(',');

/** A size in bytes in the words a person reads: 1.5 MB, 300 KB. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file cannot be uploaded for a question, in the words the person uploading it reads; null when it can. */
export function fileUploadProblem(rules: FileRules, file: FileFacts): string | null {
  const extension = extensionOf(file.name);
  const accepted = acceptedExtensions(rules);
  if (!accepted.includes(extension)) return `${file.name} is not an accepted file type (${accepted.join(', ')}).`;
  if (!(fileContentTypes[extension] ?? []).includes(file.contentType)) return `${file.name} is not the .${extension} file it is named as.`;
  if (file.size <= 0) return `${file.name} is empty.`;
  const maxMb = Math.min(rules.maxSizeMb, maxFileMb);
  if (file.size > maxMb * 1024 * 1024) return `${file.name} is larger than ${maxMb} MB.`;
  return null;
}
