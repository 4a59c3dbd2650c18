import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { uniqueName } from './steps/role-steps';
import { editSettings } from './steps/template-settings-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { labInspectionTemplateId, startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// Who may start a form: the template's campus (or audience), programs it is explicitly shared with, and the
// spec's campus rules: 02, 03 and 09 show medical-centre EHS programs only to health-tagged users; 06 shows
// risk-service programs only to users without that tag. The lists apply the same rule as startForm.

const sharpsTemplateId = 'tpl-sharps-injury-v1'; // campus 03, program prog-03-medctr-ehs (health only)

let stack: LocalStack;
let staffOne: ApiClient;
let healthUser: ApiClient;
let globalAdmin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  healthUser = await signIn(stack.url, 'health.user');
  globalAdmin = await signIn(stack.url, 'global.admin');
});
afterAll(async () => stack.close());

const campusTemplateIds = async (client: ApiClient, campusCode: string) =>
  (await client.graphql<{ templatesByCampus: Array<{ id: string }> }>('query T($c: String!) { templatesByCampus(campusCode: $c) { id } }', { c: campusCode }))
    .data?.templatesByCampus.map((template) => template.id);

const homeTemplateIds = async (client: ApiClient) =>
  (await client.graphql<{ assessmentTemplates: Array<{ id: string }> }>('{ assessmentTemplates { id } }')).data?.assessmentTemplates.map((template) => template.id);

/** A template of `programId` published by global.admin, shared with `sharedWith` when given. */
async function givenPublished(name: string, programId: string, sharedWith?: { id: string; name: string }) {
  const template = (await createCampusTemplate(globalAdmin, uniqueName(name), programId)).data!.createCampusTemplate;
  await addQuestion(globalAdmin, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Where' });
  if (sharedWith) {
    const shared = await editSettings(globalAdmin, 'addSharedProgram', { templateId: template.id, expectedRevision: 1, program: sharedWith });
    expect(shared.answer.errors).toBeUndefined();
  }
  expect((await publishTemplate(globalAdmin, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return template;
}

describe('starting a form is scoped by campus and audience', () => {
  it("refuses campus-01 staff a campus-03 medical-centre program's form (FORBIDDEN) and leaves it out of their lists", async () => {
    const started = await startForm(staffOne, sharpsTemplateId);

    expect(codesOf(started)).toEqual(['FORBIDDEN']);
    expect(await campusTemplateIds(staffOne, '03')).not.toContain(sharpsTemplateId);
    expect(codesOf(await staffOne.graphql('query T($id: ID!) { templateById(id: $id) { id } }', { id: sharpsTemplateId }))).toEqual(['FORBIDDEN']);
  });

  it('lets a health-tagged user of campus 03 start it and see it on Get Started and Start New', async () => {
    const started = await startForm(healthUser, sharpsTemplateId);

    expect(started.errors).toBeUndefined();
    expect(started.data?.startForm?.status).toBe('draft');
    expect(await homeTemplateIds(healthUser)).toContain(sharpsTemplateId);
    expect(await campusTemplateIds(healthUser, '03')).toContain(sharpsTemplateId);
  });

  it("no longer lets everyone start every campus's forms: campus-03 staff cannot start a campus-01 form", async () => {
    expect(codesOf(await startForm(healthUser, labInspectionTemplateId))).toEqual(['FORBIDDEN']);
    expect(await campusTemplateIds(healthUser, '01')).toEqual([]);
    expect((await startForm(staffOne, labInspectionTemplateId)).errors).toBeUndefined();
  });

  it('lets members of a program the template is explicitly shared with start it', async () => {
    const template = await givenPublished('Shared Lab Walkthrough', 'prog-01-lab-safety', { id: 'prog-03-medctr-ehs', name: 'Medical Center EHS' });

    expect((await startForm(healthUser, template.id)).errors).toBeUndefined();
  });

  it("applies the risk-service rule in startForm: a share does not let a health-tagged user start a campus-06 risk program's form", async () => {
    const template = await givenPublished('Risk Review', 'prog-06-risk', { id: 'prog-03-medctr-ehs', name: 'Medical Center EHS' });

    expect(codesOf(await startForm(healthUser, template.id))).toEqual(['FORBIDDEN']);
    expect(await campusTemplateIds(healthUser, '06')).toEqual([]);
  });
});
