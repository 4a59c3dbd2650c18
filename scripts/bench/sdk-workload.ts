import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../functions/data/client';
import { findFormWithResponses, saveResponse } from '../../functions/data/form-answers-repository';
import { ownerUpdateStatuses } from '../../functions/templates/template-tuples';
import type { Operation } from './closed-loop';

/**
 * The baseline: one raw DocumentClient UpdateItem per operation, each client on its own item
 * (pk `BENCH#<client>`, sk `BENCH`) in the same dynalite table, through the same client the API uses.
 */
export function sdkWriters(count: number): Operation[] {
  return Array.from({ length: count }, (_, client) => {
    let writes = 0;
    return async () => {
      writes += 1;
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `BENCH#${client}`, sk: 'BENCH' },
          UpdateExpression: 'SET #t = :t ADD #v :one',
          ExpressionAttributeNames: { '#t': 'text', '#v': 'version' },
          ExpressionAttributeValues: { ':t': `Benchmark write ${writes} of client ${client}`, ':one': 1 },
        }),
      );
    };
  });
}

/**
 * The second baseline: the owner's save's own write, called directly (no HTTP, token, GraphQL or handler): the
 * same conditional UpdateItem of a form item (the answer's version, owner, status and template in the
 * condition) that the warm owner's save sends, one form per client, asking for nothing back as the API's save
 * does (a text answer whose caller did not select the subject). What the API costs beyond this is what stands in
 * front of the write.
 */
export async function saveWriters(formIds: readonly string[], questionId: string): Promise<Operation[]> {
  return Promise.all(
    formIds.map(async (formId) => {
      const { form } = await findFormWithResponses(formId, true);
      if (!form) throw new Error(`Form ${formId} is not there.`);
      const guard = { ownerId: form.owner.userId, statuses: ownerUpdateStatuses, templateId: form.templateId };
      let version = 0;
      return async () => {
        const text = `Benchmark write ${version + 1} of ${formId}`;
        const save = { formId, questionId, value: { kind: 'TextResponse' as const, text }, expectedVersion: version, savedBy: guard.ownerId, now: new Date().toISOString(), wants: { previous: false, subject: false } };
        version = (await saveResponse(save, guard)).saved.version;
      };
    }),
  );
}
