import { answerMutations, type AnswerMutationName } from '../../schema/src/inputs/responses';
import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { selects } from '../shared/selection';
import { availableActions } from './resolvers/available-actions';
import { childForms } from './resolvers/child-forms';
import { copyForm } from './resolvers/copy-form';
import { deleteForm } from './resolvers/delete-form';
import { documentsByTemplateGroup } from './resolvers/documents-by-template-group';
import { form } from './resolvers/form';
import { createFileUpload } from './resolvers/files';
import { createImageUpload, imageUrls } from './resolvers/images';
import { addTableRow, deleteImageResponse, removeTableRow } from './resolvers/list-answers';
import { saveAnswer } from './resolvers/save-answer';
import { startForm } from './resolvers/start-form';
import { updateFormByAction } from './resolvers/update-form-by-action';
import { updateFormName } from './resolvers/update-form-name';
import { observability } from './telemetry';

/** The forms function: starting forms, reading them, saving their answers and running their actions. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('form', (args, { event }) => form(callerOf(event), args));
  app.onQuery('documentsByTemplateGroup', (args, { event }) =>
    documentsByTemplateGroup(callerOf(event), args, selects(event, 'docs/workflowState/nextEvents') || selects(event, 'docs/workflowState/subForms')),
  );
  app.onMutation('startForm', (args, { event }) => startForm(callerOf(event), args));
  for (const name of Object.keys(answerMutations) as AnswerMutationName[]) {
    app.onMutation(name, (args, { event }) => saveAnswer(callerOf(event), name, args, { clock: Date.now, subjectSelected: selects(event, 'subject') }));
  }
  app.onMutation('addTableRow', (args, { event }) => addTableRow(callerOf(event), args));
  app.onMutation('removeTableRow', (args, { event }) => removeTableRow(callerOf(event), args));
  app.onMutation('createImageUpload', (args, { event }) => createImageUpload(callerOf(event), args));
  app.onMutation('createFileUpload', (args, { event }) => createFileUpload(callerOf(event), args));
  app.onQuery('imageUrls', (args, { event }) => imageUrls(callerOf(event), args));
  app.onMutation('deleteImageResponse', (args, { event }) => deleteImageResponse(callerOf(event), args));
  app.onQuery('availableActions', (args, { event }) => availableActions(callerOf(event), args));
  app.onQuery('childForms', (args, { event }) => childForms(callerOf(event), args));
  app.onMutation('updateFormByAction', (args, { event }) => updateFormByAction(callerOf(event), args));
  app.onMutation('copyForm', (args, { event }) => copyForm(callerOf(event), args));
  app.onMutation('deleteForm', (args, { event }) => deleteForm(callerOf(event), args));
  app.onMutation('updateFormName', (args, { event }) => updateFormName(callerOf(event), args));
});
