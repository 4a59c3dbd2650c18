import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { formEntity, type FormRecord } from './entities';
import { guardCondition } from './store';
import { tableLayout } from './table-layout';

/** One person holding one document role of a form. */
export interface DocumentRoleGrant {
  roleId: string;
  userId: string;
}

// Role and user ids never hold whitespace (tuple validation refuses it), so one space separates them.
const grantText = ({ roleId, userId }: DocumentRoleGrant) => `${roleId} ${userId}`;

/** The document roles a form item holds, as grants (the item's string set, read from any read of the form). */
export function documentRoleGrantsOf(form: FormRecord): DocumentRoleGrant[] {
  return [...(form.documentRoleGrants ?? [])].map((text) => {
    const space = text.indexOf(' ');
    return { roleId: text.slice(0, space), userId: text.slice(space + 1) };
  });
}

/**
 * Adds or removes document-role grants on an existing form item: one UpdateItem with ADD or DELETE on a string
 * set, so concurrent changes of other grants (or of anything else on the item) are never lost. ConditionFailed
 * when the form is gone.
 */
export async function changeDocumentRoleGrants(formId: string, change: 'ADD' | 'DELETE', grants: DocumentRoleGrant[]): Promise<void> {
  if (grants.length === 0) return;
  const key = formEntity.key({ id: formId } as FormRecord);
  await guardCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk },
        UpdateExpression: `${change} #grants :grants`,
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#grants': 'documentRoleGrants', '#pk': tableLayout.partitionKey },
        ExpressionAttributeValues: { ':grants': new Set(grants.map(grantText)) },
      }),
    ),
  );
}
