import { authorization } from '../../functions/authz/service';
import { dynamoRequestCounter } from '../../functions/data/client';
import { ownerUpdateStatuses } from '../../functions/templates/template-tuples';
import { labInspectionGroupId } from '../seed/templates/lab-safety-inspection';
import { answerSavers, signIn, startForms } from './api-workload';
import type { LoopbackClient } from './loopback-http';

/** One way a caller comes to be allowed to save an answer, and how many DynamoDB requests a warm save costs. */
export interface PathCost {
  path: string;
  requestsPerSave: number;
}

const warmSaves = 3;
const countedSaves = 20;
const statusIn = { name: 'status_in', context: { statuses: ownerUpdateStatuses } };

/** Gives staff.two a document role on the form that lets its members update it (as an answer that assigns it would). */
async function grantDocumentRole(formId: string) {
  const role = `form_role:${formId}.bench-reviewer`;
  await authorization().write(
    [
      { user: 'user:user-staff-two', relation: 'member', object: role },
      { user: `${role}#member`, relation: 'role_editor', object: `form:${formId}`, condition: statusIn },
    ],
    [],
  );
}

/** Gives staff.two a platform role that the template grants editor (a program role in the Permissions table). */
async function grantProgramRole() {
  const role = 'role:bench-lab-editor';
  await authorization().write(
    [
      { user: 'user:user-staff-two', relation: 'member', object: role },
      { user: `${role}#member`, relation: 'editor', object: `template_group:${labInspectionGroupId}`, condition: statusIn },
    ],
    [],
  );
}

/** Warm saves one after another on one form: DynamoDB requests per save, after a few saves to fill the caches. */
async function requestsPerSave(http: LoopbackClient, token: string, formId: string): Promise<number> {
  const [save] = answerSavers(http, token, [formId]);
  for (let index = 0; index < warmSaves; index += 1) await save!();
  const before = dynamoRequestCounter.total;
  for (let index = 0; index < countedSaves; index += 1) await save!();
  return (dynamoRequestCounter.total - before) / countedSaves;
}

/**
 * Requests per warm save for each way to be allowed: the owner, a document role, a program role (a role the
 * template grants editor), the program's administrator and the campus's administrator. Each saves on its own
 * form of staff.one's.
 */
export async function measurePathCosts(http: LoopbackClient, ownerToken: string, drainEffects: () => Promise<void>): Promise<PathCost[]> {
  const [ownerForm, documentRoleForm, programRoleForm, programAdminForm, campusAdminForm] = await startForms(http, ownerToken, 5);
  // The forms' start effects run in the background: let them finish so they are not counted as saves' requests.
  await drainEffects();
  await grantDocumentRole(documentRoleForm!);
  await grantProgramRole();
  const staffTwo = await signIn(http, 'staff.two');
  const paths: Array<[string, string, string]> = [
    ['owner', ownerToken, ownerForm!],
    ['document role', staffTwo, documentRoleForm!],
    ['program role (editor on the template)', staffTwo, programRoleForm!],
    ['program admin', await signIn(http, 'program.admin'), programAdminForm!],
    ['campus admin', await signIn(http, 'campus.admin'), campusAdminForm!],
  ];
  const costs: PathCost[] = [];
  for (const [path, token, formId] of paths) costs.push({ path, requestsPerSave: await requestsPerSave(http, token, formId) });
  return costs;
}

/** The costs as a markdown table. */
export function pathCostTable(costs: readonly PathCost[]): string {
  return ['| path | DynamoDB requests per warm save |', '| --- | ---: |', ...costs.map((cost) => `| ${cost.path} | ${cost.requestsPerSave.toFixed(2)} |`)].join('\n');
}
