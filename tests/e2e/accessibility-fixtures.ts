import { expect } from '@playwright/test';
import { signedInApi } from './persona-api';

/** The forms the accessibility suite opens: staff.one's draft and a submitted one, made through the API. */
export type A11yForms = { draftFormId: string; submittedFormId: string };

const ergonomicsTemplateId = 'tpl-ergonomic-self-assessment-v1';

/** Starts two ergonomics self-assessments as staff.one and submits the second (its one required answer given). */
export async function makeA11yForms(baseURL: string): Promise<A11yForms> {
  const staff = await signedInApi(baseURL, 'staff.one');
  const start = async () => {
    const answer = await staff.call<{ startForm: { id: string } }>('mutation S($templateId: ID!) { startForm(input: { templateId: $templateId }) { id } }', {
      templateId: ergonomicsTemplateId,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.startForm.id;
  };
  const draftFormId = await start();
  const submittedFormId = await start();
  const saved = await staff.call('mutation T($formId: ID!) { updateTextResponse(input: { formId: $formId, questionId: "ews-job-title", text: "Lab technician" }) { id } }', {
    formId: submittedFormId,
  });
  expect(saved.errors).toBeUndefined();
  const actions = await staff.call<{ availableActions: Array<{ id: string; primary: boolean }> }>('query A($formId: ID!) { availableActions(formId: $formId) { id primary } }', {
    formId: submittedFormId,
  });
  const submit = actions.data!.availableActions.find((action) => action.primary)!;
  const moved = await staff.call('mutation M($formId: ID!, $actionId: ID!) { updateFormByAction(input: { formId: $formId, actionId: $actionId }) { id status } }', {
    formId: submittedFormId,
    actionId: submit.id,
  });
  expect(moved.errors).toBeUndefined();
  await staff.dispose();
  return { draftFormId, submittedFormId };
}
