/**
 * Image keys as storage sees them. S3 keeps `forms/a/../b/x` as a literal key, but a folder-backed store, a CDN
 * or a later copy job may resolve it to `forms/b/x`: a key is only trusted when it is already in its one
 * canonical form, so the key that is checked is the key that is signed and stored.
 */

// Percent-encoding can hide a separator or a dot segment (%2e%2e%2f); decode until nothing changes (bounded).
function decoded(key: string): string | null {
  let current = key;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The canonical form of a blob key: percent-decoded, backslashes read as slashes, `.` and empty segments
 * dropped, `..` applied. Null for a key that is absolute or climbs above the store's root.
 */
export function normalizeBlobKey(key: string): string | null {
  const plain = decoded(key);
  if (plain === null) return null;
  const slashed = plain.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) return null;
  const segments: string[] = [];
  for (const segment of slashed.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length ? segments.join('/') : null;
}

/** The folder every image of one form is kept under. */
export const formImageFolder = (formId: string) => `forms/${formId}/`;

/**
 * Why a key is not an image key of this form (of this question, when given), in words for the caller; null when
 * it is. A key must already be canonical and lie strictly inside the folder: `forms/<formId>/[<questionId>/]…`.
 */
export function imageKeyProblem(key: string, formId: string, questionId?: string): string | null {
  const folder = questionId === undefined ? formImageFolder(formId) : `${formImageFolder(formId)}${questionId}/`;
  const canonical = normalizeBlobKey(key);
  if (canonical !== key || normalizeBlobKey(folder) + '/' !== folder) return `Image ${key} is not a plain image key.`;
  if (!key.startsWith(folder) || key.length === folder.length) {
    return questionId === undefined ? `Image ${key} is not an image of this form.` : `Image ${key} was not uploaded for this question.`;
  }
  return null;
}
