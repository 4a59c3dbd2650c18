import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { signIn, startApi, type ApiClient } from './support/local-api';

// Quick Links and Manage entries per assessment type: campus config's assessmentTypes (Laboratory Inspection, for
// members and admins of programs with the inspections feature), and the template groups carrying each.

let stack: LocalStack;
let staffOne: ApiClient;
let healthUser: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [staffOne, healthUser] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'health.user')]);
});
afterAll(async () => stack.close());

const entries = (client: ApiClient) => client.graphql<{ homeEntries: Array<{ kind: string; key: string; title: string; url: string }> }>('{ homeEntries { kind key title url } }');

describe('the entries per assessment type', () => {
  it('gives a member of a program with the feature on the type’s Quick Link', async () => {
    const answer = await entries(staffOne);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.homeEntries).toEqual([{ kind: 'quickLink', key: 'create:RISK', title: 'Laboratory Inspection', url: '/template/tg-lab-safety-inspection' }]);
  });

  it('gives nothing to someone in no program with the feature', async () => {
    expect((await entries(healthUser)).data?.homeEntries).toEqual([]);
  });

  it('answers the configuration on the assessment template that carries it', async () => {
    const answer = await staffOne.graphql<{ assessmentTemplates: Array<{ templateGroupId: string; assessmentTypeConfig: Record<string, unknown> | null }> }>(
      '{ assessmentTemplates { templateGroupId assessmentTypeConfig { id title type permissions url adminSearch featureKey createDisplay } } }',
    );

    const inspection = answer.data?.assessmentTemplates.find((template) => template.templateGroupId === 'tg-lab-safety-inspection');
    expect(inspection?.assessmentTypeConfig).toEqual({
      id: 'atc-lab-inspection',
      title: 'Laboratory Inspection',
      type: 'RISK',
      permissions: ['member', 'admin'],
      url: '/template/tg-lab-safety-inspection',
      adminSearch: null,
      featureKey: 'inspections',
      createDisplay: true,
    });
    expect(answer.data?.assessmentTemplates.filter((template) => template.templateGroupId !== 'tg-lab-safety-inspection').every((template) => template.assessmentTypeConfig === null)).toBe(true);
  });
});
