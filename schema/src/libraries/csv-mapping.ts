import { fieldsInOrder, type LibraryField } from './library-model';

/** Which CSV column fills each field (by fieldName); null leaves the field out of the import. */
export type ColumnMapping = Record<string, string | null>;

/** A header or field name reduced to what people mean by it: "CAS Number", "cas_number" and "casNumber" match. */
const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each field mapped to the CSV column of the same name (compared without case, spaces or punctuation), else null. */
export function autoMapColumns(headers: readonly string[], fields: readonly LibraryField[]): ColumnMapping {
  const byName = new Map<string, string>();
  for (const header of headers) if (!byName.has(comparable(header))) byName.set(comparable(header), header);
  return Object.fromEntries(fieldsInOrder(fields).map((field) => [field.fieldName, byName.get(comparable(field.fieldName)) ?? null]));
}

/** The required fields no column fills: an import cannot start while there are any. */
export const unmappedRequired = (fields: readonly LibraryField[], mapping: ColumnMapping): LibraryField[] =>
  fieldsInOrder(fields).filter((field) => field.required && !mapping[field.fieldName]);

/** One CSV record as an item's values by fieldName (mapped fields only; a missing cell is empty text). */
export function rowValues(record: Readonly<Record<string, unknown>>, mapping: ColumnMapping): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [fieldName, header] of Object.entries(mapping)) {
    if (!header) continue;
    const cell = record[header];
    values[fieldName] = typeof cell === 'string' ? cell : cell === undefined || cell === null ? '' : String(cell);
  }
  return values;
}
