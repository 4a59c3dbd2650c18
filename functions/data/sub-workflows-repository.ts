import { formEntity, type FormRecord, type SubWorkflowChildRef } from './entities';
import { ConditionFailed, getRecord, updateExistingRecord } from './store';

/**
 * Records a sub-workflow's child on its parent, in one conditional write on the parent's status and last change
 * as read (its `updatedAt` is left as is, so a user's move read before this write still applies). False when the
 * parent moved meanwhile: the child then belongs to a stay that is over.
 */
export async function addSubWorkflowChild(parent: FormRecord, child: SubWorkflowChildRef): Promise<boolean> {
  try {
    await updateExistingRecord(formEntity, formEntity.key(parent), {
      set: { subWorkflowChildren: [...(parent.subWorkflowChildren ?? []), child] },
      condition: {
        expression: '#c_status = :c_status AND #c_updated = :c_updated',
        names: { '#c_status': 'status', '#c_updated': 'updatedAt' },
        values: { ':c_status': parent.status, ':c_updated': parent.updatedAt },
      },
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** A form read consistently: a sub-workflow's parent, whose child list may have just changed. */
export function findFormConsistently(id: string): Promise<FormRecord | undefined> {
  return getRecord(formEntity, formEntity.key({ id } as FormRecord), true);
}
