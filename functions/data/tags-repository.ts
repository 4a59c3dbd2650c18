import { tagEntity, type TagRecord } from './entities';
import { ConditionFailed, putRecord, queryRecords } from './store';

/** Adds a tag to its campus: false when the campus has a tag of that name already. */
export async function insertTag(tag: TagRecord): Promise<boolean> {
  try {
    await putRecord(tagEntity, tag, { mustNotExist: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** The tags of a campus, by name (one Query per 1 MB). */
export async function listTagsOfCampus(campusCode: string): Promise<TagRecord[]> {
  const tags: TagRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(tagEntity, { pk: `CAMPUSTAGS#${campusCode}`, skBeginsWith: 'TAG#', cursor });
    tags.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return tags;
}
