import type { LoopbackClient } from './loopback-http';

const graphqlPath = '/platform-shell/graphql';
const programId = 'prog-01-lab-safety';

interface Answer<T> {
  data?: T | null;
  errors?: Array<{ message: string; errorType?: string }>;
}

/** One GraphQL call as a signed-in user: answers the data, throws on any error (with its code). */
export type Call = <T>(query: string, variables: object) => Promise<T>;

/** A `Call` through the real HTTP endpoint with the user's bearer token. */
export function caller(http: LoopbackClient, token: string): Call {
  return async <T>(query: string, variables: object) => {
    const answer = await http.send('POST', graphqlPath, { query, variables }, { authorization: `Bearer ${token}` });
    if (answer.status !== 200) throw new Error(`GraphQL answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
    const parsed = JSON.parse(answer.text) as Answer<T>;
    const error = parsed.errors?.[0];
    if (error) throw new Error(`${error.errorType ?? 'ERROR'}: ${error.message}`);
    if (!parsed.data) throw new Error('GraphQL answered without data.');
    return parsed.data;
  };
}

const stateNode = (id: string, label: string, flags: { isInitial?: boolean; isFinal?: boolean } = {}, notificationTriggers: unknown[] = []) => ({
  id,
  type: 'state',
  position: { x: 0, y: 0 },
  data: { label, isInitial: false, isFinal: false, notificationTriggers, integrationServiceTriggers: [], ...flags },
});

const edge = (id: string, source: string, target: string, data: { event?: string; autoTransitionDays?: number }) => ({
  id,
  source,
  target,
  data: { label: null, integrationServiceTriggers: [], notificationTriggers: [], ...data },
});

/** Draft → submit → Submitted (emails on arrival) → after 1 day by itself → Closed. */
function benchFlow(notificationTemplateId: string) {
  return {
    nodes: [
      stateNode('draft', 'Draft', { isInitial: true }),
      stateNode('submitted', 'Submitted', {}, [{ id: 'on-submitted', notificationTemplateId, kind: 'EMAIL' }]),
      stateNode('closed', 'Closed', { isFinal: true }),
    ],
    edges: [edge('draft-submit', 'draft', 'submitted', { event: 'submit' }), edge('submitted-close', 'submitted', 'closed', { autoTransitionDays: 1 })],
  };
}

/** What the benchmark's forms follow: the published template and its text question. */
export interface BenchTemplate {
  templateId: string;
  questionId: string;
}

async function createNotification(call: Call, templateId: string): Promise<string> {
  const created = await call<{ createNotificationTemplate: { id: string } }>(
    'mutation N($input: CreateNotificationTemplateInput!) { createNotificationTemplate(input: $input) { id } }',
    {
      input: {
        templateId,
        notification: {
          templateName: `Bench submitted ${Date.now()}`,
          kind: 'EMAIL',
          severity: 'INFO',
          subject: 'Bench inspection submitted',
          body: '<p>{{form.name}} is in review</p>',
          toRecipients: ['safety@campus.edu'],
          toOwner: false,
        },
      },
    },
  );
  return created.createNotificationTemplate.id;
}

async function publishWorkflow(call: Call, templateGroupId: string, notificationTemplateId: string): Promise<string> {
  const fields = 'id revision';
  const created = await call<{ createWorkflow: { workflow: { id: string } } }>(`mutation W($input: CreateWorkflowInput!) { createWorkflow(input: $input) { workflow { ${fields} } } }`, {
    input: { templateGroupId, name: 'Bench flow' },
  });
  const id = created.createWorkflow.workflow.id;
  const flow = JSON.stringify(benchFlow(notificationTemplateId));
  await call(`mutation U($input: UpdateWorkflowInput!) { updateWorkflow(input: $input) { workflow { ${fields} } } }`, { input: { id, expectedRevision: 1, flow } });
  await call(`mutation P($input: PublishWorkflowInput!) { publishWorkflow(input: $input) { status workflow { ${fields} } } }`, { input: { id } });
  return id;
}

/**
 * Builds through the API, as a program administrator: a template with one text question, an EMAIL notification
 * template, a published workflow that emails on arrival in Submitted and leaves it after 1 day, attached; then
 * publishes the template.
 */
export async function buildWorkflowTemplate(call: Call): Promise<BenchTemplate> {
  const created = await call<{ createCampusTemplate: { id: string; groupId: string; pages: Array<{ id: string }> } }>(
    'mutation C($input: CreateCampusTemplateInput!) { createCampusTemplate(input: $input) { id groupId pages { id } } }',
    { input: { programId, templateName: `Bench workflow ${Date.now()}` } },
  );
  const { id: templateId, groupId, pages } = created.createCampusTemplate;
  const question = await call<{ addQuestion: { id: string } }>('mutation Q($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId, parentId: pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Site' }) },
  });
  const workflowId = await publishWorkflow(call, groupId, await createNotification(call, templateId));
  await call('mutation A($input: AttachWorkflowInput!) { attachWorkflow(input: $input) { status } }', { input: { templateId, workflowId } });
  const published = await call<{ publishTemplate: { problems: Array<{ message: string }> } }>(
    'mutation P($input: PublishTemplateInput!) { publishTemplate(input: $input) { problems { message } } }',
    { input: { templateId, confirm: true } },
  );
  if (published.publishTemplate.problems.length > 0) throw new Error(`Publishing the bench template failed: ${JSON.stringify(published.publishTemplate.problems)}`);
  return { templateId, questionId: question.addQuestion.id };
}

/** Starts `count` forms of the template, one after another; answers their ids. */
export async function startForms(call: Call, templateId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = await call<{ startForm: { id: string } }>('mutation F($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId } });
    ids.push(started.startForm.id);
  }
  return ids;
}

/** The baseline: one answer save on the form (its first, so `expectedVersion` 0). */
export async function saveAnswer(call: Call, template: BenchTemplate, formId: string): Promise<void> {
  await call('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
    input: { formId, questionId: template.questionId, text: `North lab ${formId}`, expectedVersion: 0 },
  });
}

/** The workflow move: submit, draft → submitted, which sends the EMAIL and schedules the 1-day timer. */
export async function submitForm(call: Call, formId: string): Promise<void> {
  const moved = await call<{ updateFormByAction: { status: string } }>(
    'mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }',
    { input: { formId, actionId: 'submit', expectedStatus: 'draft' } },
  );
  if (moved.updateFormByAction.status !== 'submitted') throw new Error(`submit left the form in ${moved.updateFormByAction.status}, not submitted.`);
}
