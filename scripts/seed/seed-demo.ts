import { hashPassword } from '../../functions/auth/password';
import {
  appLinkEntity,
  centerMemberEntity,
  containerEntity,
  containerHistoryEntity,
  inventoryEntity,
  credentialEntity,
  libraryEntity,
  libraryItemEntity,
  libraryUniqueEntity,
  placeEntity,
  reminderEntity,
  seedMarkerEntity,
  storeEntity,
  templateGroupEntity,
  userEntity,
  workspaceItemEntity,
  type SeedMarkerRecord,
} from '../../functions/data/entities';
import { recountOwnerItems } from '../../functions/data/owner-counters';
import { getRecord, putRecord } from '../../functions/data/store';
import type { Template } from '../../schema/src/template/model';
import { groupOf } from '../../functions/templates/new-template';
import { demoApps, demoReminders, demoStores, demoWorkspaceItems } from './demo-home-items';
import { demoCenterMembers, demoPassword, demoUsers } from './demo-people';
import { demoDepartments, demoLibraries, demoLibraryGuards, demoLibraryItems, demoLibraryTuples } from './demo-search-data';
import { personaTuples } from './demo-tuples';
import { demoContainerHistory, demoContainers, demoInventoryTuples, demoInventoryWithCount } from './demo-inventory';
import { starterTuples, templateTuples } from '../../functions/templates/template-tuples';
import { writeTemplateVersion } from '../../functions/data/templates-repository';
import { ensureTuples } from '../../functions/authz/ensure-tuples';
import { authorization } from '../../functions/authz/service';
import { ergonomicSelfAssessment } from './templates/ergonomic-self-assessment';
import { hotWorkPermit } from './templates/hot-work-permit';
import { labSafetyInspection } from './templates/lab-safety-inspection';
import { confinedSpaceDraft, sharpsInjuryReport } from './templates/other-templates';
import { awayForms } from './templates/away-forms';
import { everyKindDemo, everyKindFollowUp } from './templates/every-kind-demo';
import { visitorFeedback, visitorFollowUp } from './templates/visitor-feedback';

// Bumped when the demo data changes shape, so an existing local data folder is brought up to date.
const markerName = 'demo-data-v11';
const assessmentTypes: Record<string, string> = {
  'tg-lab-safety-inspection': 'RISK',
  'tg-hot-work-permit': 'SMART',
  'tg-ergonomic-self-assessment': 'TEXT',
  'tg-sharps-injury-report': 'TEXT',
};

/** A template version as its header and one item per page and element, and its group. */
async function putTemplate(template: Template) {
  await writeTemplateVersion(template, template.lastUpdated);
  await putRecord(templateGroupEntity, {
    ...groupOf(template, template.lastUpdated),
    ...(template.status === 'PUBLISHED' ? { latestPublishedTemplateId: template.id } : {}),
    status: template.status,
    ...(assessmentTypes[template.groupId] ? { assessmentType: assessmentTypes[template.groupId] } : {}),
    createdAt: template.createdDate,
  });
}

/** Whether the demo data has been written to this store. */
export async function isDemoDataSeeded(): Promise<boolean> {
  return Boolean(await getRecord(seedMarkerEntity, seedMarkerEntity.key({ name: markerName } as SeedMarkerRecord)));
}

/**
 * Writes the local demo data: sign-ins, memberships, templates, action items, workspace items, stores
 * and apps (feature flags come from infra/config, as in a deploy). Every write is an idempotent put, and the marker is written last, so an interrupted
 * first start simply seeds again on the next.
 */
export async function seedDemoData(tenantCode: string, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  const passwordHash = await hashPassword(demoPassword);
  for (const { description: _description, ...user } of demoUsers) {
    await putRecord(userEntity, {
      tags: [],
      globalRoles: [],
      adminOfCampuses: [],
      status: 'ACTIVE',
      ...user,
      tenantCode,
      features: [],
      createdAt: stamp,
    });
    await putRecord(credentialEntity, { username: user.username, userId: user.userId, passwordHash });
  }
  for (const member of demoCenterMembers) await putRecord(centerMemberEntity, member);
  const templates = [labSafetyInspection, hotWorkPermit, ergonomicSelfAssessment, confinedSpaceDraft, sharpsInjuryReport, ...awayForms, everyKindFollowUp, everyKindDemo, visitorFollowUp, visitorFeedback].map(
    (build) => build(stamp),
  );
  for (const template of templates) await putTemplate(template);
  await ensureTuples(authorization(), [...personaTuples(tenantCode), ...templates.flatMap(templateTuples), ...templates.filter((template) => template.status === 'PUBLISHED').flatMap(starterTuples)]);
  for (const reminder of demoReminders(now)) await putRecord(reminderEntity, reminder);
  for (const item of demoWorkspaceItems(now)) await putRecord(workspaceItemEntity, item);
  // The puts rewrite items that may exist already: the counters are set from the items, not added to.
  for (const userId of new Set(demoUsers.map((user) => user.userId))) await recountOwnerItems(userId);
  for (const store of demoStores) await putRecord(storeEntity, store);
  for (const app of demoApps) await putRecord(appLinkEntity, app);
  // Buildings and rooms come from campus config (provisioning); the demo adds the departments.
  for (const place of demoDepartments) await putRecord(placeEntity, place);
  for (const library of demoLibraries) await putRecord(libraryEntity, library);
  for (const item of demoLibraryItems) await putRecord(libraryItemEntity, item);
  for (const guard of demoLibraryGuards) await putRecord(libraryUniqueEntity, guard);
  await ensureTuples(authorization(), demoLibraryTuples);
  await putRecord(inventoryEntity, demoInventoryWithCount);
  for (const container of demoContainers) await putRecord(containerEntity, container);
  for (const entry of demoContainerHistory) await putRecord(containerHistoryEntity, entry);
  await ensureTuples(authorization(), demoInventoryTuples);
  await putRecord(seedMarkerEntity, { name: markerName, appliedAt: stamp });
}

export { demoUsers, demoPassword };
