import { z } from 'zod';
import { formEntity, programFormsPartition, type FormRecord } from './entities';
import type { DynamoItem } from './entity';
import { indexOfPattern } from './entity';
import { encodeCursor, queryItems } from './store';
import { indexKeyAttributes, tableLayout } from './table-layout';

/**
 * A program's forms in one of its two sorted indexes (documents by program): by autoId or by name, either way,
 * narrowed to a sort-key prefix. Positions name the item's keys but never the partition: the server fills that in
 * from the program, so a position can only point inside the program's own forms.
 */

/** Which index: the sort column. */
export type ProgramFormOrder = 'autoId.string' | 'name';

/** Where a read stopped: the last item's table key and its index sort key. */
export interface ProgramFormPosition {
  pk: string;
  sk: string;
  isk: string;
}

export const programFormPositionSchema = z.object({ pk: z.string().min(1).max(400), sk: z.string().min(1).max(400), isk: z.string().min(1).max(1200) }).strict();

/** The key range one read plan covers. */
export interface ProgramFormRange {
  programId: string;
  order: ProgramFormOrder;
  descending: boolean;
  /** Lower-case prefix of the sorted column's value ('' for all). */
  prefix: string;
}

const indexOf = (order: ProgramFormOrder) => indexOfPattern(formEntity, order === 'name' ? 'byProgramName' : 'byProgramAutoId');
const keyPrefixOf = (range: ProgramFormRange) => `${range.order === 'name' ? 'NAME#' : 'AUTOID#'}${range.prefix}`;

/** Whether a position read from a cursor lies inside the range (DynamoDB refuses a start key outside it). */
export const isInProgramRange = (range: ProgramFormRange, position: ProgramFormPosition) => position.isk.startsWith(keyPrefixOf(range));

/** The position just after a form item read from the range. */
export function positionOfItem(range: ProgramFormRange, item: DynamoItem): ProgramFormPosition {
  const { sortKey } = indexKeyAttributes(indexOf(range.order));
  return { pk: String(item[tableLayout.partitionKey]), sk: String(item[tableLayout.sortKey]), isk: String(item[sortKey]) };
}

/** A read item: the form, and the raw item its position is taken from. */
export interface ReadProgramForm {
  form: FormRecord;
  item: DynamoItem;
}

/** Up to `limit` forms of the range after `after`: one Query. */
export async function readProgramForms(range: ProgramFormRange, limit: number, after?: ProgramFormPosition): Promise<{ forms: ReadProgramForm[]; more: boolean }> {
  const index = indexOf(range.order);
  const keys = indexKeyAttributes(index);
  const pk = programFormsPartition(range.programId);
  const cursor = after
    ? encodeCursor({ [tableLayout.partitionKey]: after.pk, [tableLayout.sortKey]: after.sk, [keys.partitionKey]: pk, [keys.sortKey]: after.isk })
    : undefined;
  const page = await queryItems({ index, pk, skBeginsWith: keyPrefixOf(range), descending: range.descending, limit, cursor });
  const forms = page.items.filter((item) => item.entity === formEntity.name).map((item) => ({ form: formEntity.fromItem(item), item }));
  return { forms, more: Boolean(page.cursor) };
}
