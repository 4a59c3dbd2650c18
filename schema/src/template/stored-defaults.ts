/**
 * Fields a kind gained after templates of it were stored, with the value an older stored element reads as.
 * The API declares them non-null, so an image question stored before reference images existed answers [] rather
 * than null (which would fail the whole template read).
 */
const laterFields: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  ImageUploadQuestion: { images: [] },
};

/** The defaults of fields a stored element of this kind may lack (spread before its stored fields). */
export function storedFieldDefaults(kind: string): Readonly<Record<string, unknown>> {
  return laterFields[kind] ?? {};
}
