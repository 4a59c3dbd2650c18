import { dynamo, tableName } from '../../functions/data/client';
import { answerKey, answersAttribute, formEntity, type StoredAnswer } from '../../functions/data/entities';
import type { DynamoItem } from '../../functions/data/entity';
import { setFormCount } from '../../functions/data/form-counters';
import { writeTemplateVersion } from '../../functions/data/templates-repository';
import { groupOf } from '../../functions/templates/new-template';
import { putAll } from './scale-batch-writer';
import { scaleFormRecord, scaleTemplate } from './scale-records';
import { templateGroupEntity } from '../../functions/data/entities';

/** Forms built and written per round: bounds the memory the items take while they are written. */
const formsPerRound = 5_000;

/** An answer as a save stores it, at version 1. */
function answer(questionId: string, value: StoredAnswer['value'], at: string): [string, StoredAnswer] {
  return [answerKey({ questionId }), { questionId, value, version: 1, lastSaved: at, savedBy: 'user-staff-one', createdAt: at }];
}

/**
 * Seeds `forms` forms of bench:scale's template group 0 (the lab inspection of the lab safety program) straight
 * into the table, each with three answers (room, hazard-class choice, comments), and sets the group's counter:
 * what an export of 100k responses reads. Answers the template group id.
 */
export async function seedExportForms(forms: number, now = new Date()): Promise<string> {
  const stamp = now.toISOString();
  const template = scaleTemplate(0, stamp);
  await writeTemplateVersion(template, stamp);
  await putAll({ client: dynamo(), table: tableName(), inFlight: 6 }, [
    templateGroupEntity.toItem({ ...groupOf(template, stamp), latestPublishedTemplateId: template.id, status: 'PUBLISHED', createdAt: stamp }),
  ]);
  for (let start = 0; start < forms; start += formsPerRound) {
    const round: DynamoItem[] = [];
    for (let index = start; index < Math.min(forms, start + formsPerRound); index += 1) {
      const form = scaleFormRecord(template, index, now);
      const answers = Object.fromEntries([
        answer('lsi-room', { kind: 'TextResponse', text: `Room ${100 + (index % 900)}` }, form.createdDate),
        answer('lsi-segregated', { kind: 'OptionResponse', selectedOptionIds: [index % 3 === 0 ? 'lsi-segregated-o2' : 'lsi-segregated-o1'] }, form.createdDate),
        answer('lsi-comments', { kind: 'TextResponse', text: `Inspection ${index}, all "fine", see notes` }, form.createdDate),
      ]);
      round.push({ ...formEntity.toItem(form), [answersAttribute]: answers });
    }
    await putAll({ client: dynamo(), table: tableName(), inFlight: 6 }, round);
  }
  await setFormCount({ kind: 'templateGroup', groupId: template.groupId }, forms);
  return template.groupId;
}
