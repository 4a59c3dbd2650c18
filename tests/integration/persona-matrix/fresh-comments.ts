import { data, type Maker } from './fresh-support';

const addMutation = 'mutation ($input: AddFormCommentInput!) { addFormComment(input: $input) { id version } }';

/**
 * A comment of staff.one's own on the matrix form (its owner may comment in draft: the seeded lab safety grant), at
 * version 1: edit and delete rows show that only its author may change it (comments17).
 */
const ownComment: Maker = async (_admin, fx, formOwner) => {
  if (!formOwner) throw new Error('A comment of its own needs the form owner (staff.one) to write it.');
  const added = await data<{ addFormComment: { id: string } }>(formOwner, addMutation, { formId: fx.formId, body: 'Matrix comment' });
  return { 'input.formId': fx.formId, 'input.commentId': added.addFormComment.id, 'input.expectedVersion': 1 };
};

/** Comment rows (comments17): each edit or delete gets a comment of its own. */
export const freshComments: Record<string, Maker> = {
  editFormComment: ownComment,
  deleteFormComment: ownComment,
};
