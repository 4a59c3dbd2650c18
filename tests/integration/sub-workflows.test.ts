import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { findForm } from '../../functions/data/forms-repository';
import { edge, eventually, givenPublishedFlow, readFlowForm, runEvent, startFlowForm, state, type PublishedFlow } from './steps/flow-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let author: ApiClient;
let child: PublishedFlow;
let parent: PublishedFlow;

/** A port on 127.0.0.1 that nothing listens on (any call to it is refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The child's workflow: approve ends it; fail sends it to a state whose integration (a closed port) fails for good. */
const childFlow = (closedPort: number) => ({
  nodes: [
    state('draft', { isInitial: true }),
    state('approved', { isFinal: true }),
    state('submitted', {
      integrationServiceTriggers: [{ id: 'dead', name: 'Dead end', url: `http://127.0.0.1:${closedPort}/hook`, method: 'POST', timeoutMs: 1000, retries: 0, successEvent: 'approve' }],
    }),
  ],
  edges: [edge('draft', 'approved', 'approve'), edge('draft', 'submitted', 'fail'), edge('submitted', 'approved', 'approve')],
});

/** The parent's: submitted forms wait in under_review for the child, then go to approved or revisions_requested. */
const parentFlow = (childTemplate: PublishedFlow) => ({
  nodes: [
    state('draft', { isInitial: true }),
    state('under_review', { subWorkflowConfig: { templateId: childTemplate.templateId, templateName: childTemplate.templateName } }),
    state('approved', { isFinal: true, isInvokeSuccessTarget: true }),
    state('revisions_requested', { isInvokeErrorTarget: true }),
    state('completed', { isFinal: true }),
  ],
  edges: [
    edge('draft', 'under_review', 'submit'),
    edge('under_review', 'approved'),
    edge('under_review', 'revisions_requested'),
    edge('under_review', 'completed', 'cancel'),
    edge('revisions_requested', 'under_review', 'resubmit'),
  ],
});

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  child = await givenPublishedFlow(author, 'Hot Work Permit', childFlow(await closedPort()));
  parent = await givenPublishedFlow(author, 'Hot Work Request', parentFlow(child));
});
afterAll(async () => {
  await stack.close();
});

/** A parent form submitted into under_review, and the child form its sub-workflow started. */
async function givenParentUnderReview() {
  const form = await startFlowForm(staffOne, parent.templateId);
  const submitted = await runEvent(staffOne, form.id, 'submit');
  await stack.drainEffects();
  const childIds = (await findForm(form.id))?.subWorkflowChildren?.map((ref) => ref.formId) ?? [];
  expect(childIds).toHaveLength(1);
  return { form, submitted, childId: childIds[0]! };
}

describe('sub-workflows', () => {
  it('starts a child form from the configured template, owned by the parent owner, when the parent enters the state', async () => {
    const { submitted, childId } = await givenParentUnderReview();

    const started = await readFlowForm(staffOne, childId);

    expect(submitted.status).toBe('under_review');
    expect(started).toMatchObject({ name: child.templateName, status: 'draft', workflowState: { workflowStatus: 'ACTIVE' } });
    expect((await findForm(childId))?.parentFormId).toBe(submitted.id);
  });

  it("lists the child in the parent's workflowState.subForms", async () => {
    const { form, childId } = await givenParentUnderReview();

    const read = await readFlowForm(staffOne, form.id);

    expect(read?.workflowState?.subForms).toContain(childId);
  });

  it('moves the parent to its success target when the child is approved', async () => {
    const { form, childId } = await givenParentUnderReview();

    await runEvent(staffOne, childId, 'approve');
    const moved = await eventually(staffOne, form.id, (current) => current.status !== 'under_review');

    expect(moved).toMatchObject({ status: 'approved', workflowState: { workflowStatus: 'DONE' } });
    expect(moved.statusEvents.at(-1)).toMatchObject({ status: 'approved', user: { firstName: 'Sub-workflow' } });
  });

  it('moves the parent to its error target when the child fails with ERROR', async () => {
    const { form, childId } = await givenParentUnderReview();

    await runEvent(staffOne, childId, 'fail');
    const failed = await eventually(staffOne, childId, (current) => current.workflowState?.workflowStatus === 'ERROR');
    const moved = await eventually(staffOne, form.id, (current) => current.status !== 'under_review');

    expect(failed.workflowState?.errorMessage).toBe('Integration Dead end failed: network error (ECONNREFUSED).');
    expect(moved.status).toBe('revisions_requested');
  });

  it('stops an unfinished child when a user moves the parent on first', async () => {
    const { form, childId } = await givenParentUnderReview();

    await runEvent(staffOne, form.id, 'cancel');
    const stopped = await eventually(staffOne, childId, (current) => current.workflowState?.workflowStatus !== 'ACTIVE');

    expect(stopped.workflowState).toMatchObject({ workflowStatus: 'STOPPED', errorMessage: 'The parent form moved on.' });
    expect((await readFlowForm(staffOne, form.id))?.status).toBe('completed');
  });

  it('stops a template that starts itself after five nested sub-workflows, with the reason passed up to the first form', async () => {
    const looping = await givenPublishedFlow(author, 'Looping Permit', (self) => ({
      nodes: [state('draft', { isInitial: true, subWorkflowConfig: { templateId: self.templateId, templateName: self.templateName } }), state('approved', { isFinal: true, isInvokeSuccessTarget: true })],
      edges: [edge('draft', 'approved')],
    }));

    const root = await startFlowForm(staffOne, looping.templateId);
    await stack.drainEffects();
    const chain = [root.id];
    for (let depth = 0; depth < 10; depth += 1) {
      const next = (await findForm(chain.at(-1)!))?.subWorkflowChildren?.[0]?.formId;
      if (!next) break;
      chain.push(next);
    }
    const deepest = await findForm(chain.at(-1)!);

    expect(chain).toHaveLength(6); // the form started by hand, then five nested children
    const reason = `Sub-workflow ${looping.templateName} could not start: sub-workflows may nest at most 5 deep.`;
    expect(deepest?.workflowHalt).toMatchObject({ status: 'ERROR', message: reason });
    expect((await findForm(root.id))?.workflowHalt).toMatchObject({ status: 'ERROR', message: expect.stringMatching(new RegExp(`failed: .*${reason}$`)) });
  });
});
