import { formEntity, type FormRecord } from '../data/entities';
import { queryRecords } from '../data/store';

/** How many of a user's newest forms one listing examines at most. */
export const ownedFormsScanLimit = 500;

// Forms share the owner index partition with workspace items: keep only the forms while reading.
const formsOnly = { expression: '#f_entity = :f_form', names: { '#f_entity': 'entity' }, values: { ':f_form': formEntity.name } };

/**
 * A user's own forms, newest created first (the byOwner index, gsi1 `OWNER#{userId}`), up to `limit`
 * (at most {@link ownedFormsScanLimit}).
 */
export async function listOwnedForms(userId: string, limit = ownedFormsScanLimit): Promise<FormRecord[]> {
  const wanted = Math.min(limit, ownedFormsScanLimit);
  const forms: FormRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(formEntity, { index: 'gsi1', pk: `OWNER#${userId}`, descending: true, filter: formsOnly, limit: wanted, cursor });
    forms.push(...page.items);
    cursor = page.cursor;
  } while (cursor && forms.length < wanted);
  return forms.slice(0, wanted);
}
