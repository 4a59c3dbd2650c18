import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  copyTemplateInputSchema,
  createCampusTemplateInputSchema,
  createTemplateInputSchema,
} from '../../../schema/src/inputs/templates';
import type { Template } from '../../../schema/src/template/model';
import { ensureTuples } from '../../authz/ensure-tuples';
import { authorization } from '../../authz/service';
import { findPrograms } from '../../data/organization-repository';
import { copyOutcomeGroups } from '../../data/outcomes-repository';
import { insertGroup } from '../../data/template-authoring-repository';
import { findTemplate, writeTemplateVersion } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { asNewDraft, blankTemplate, groupOf } from '../new-template';
import { assertCanCreate, assertCanEdit } from '../template-access';
import { templateTuples } from '../template-tuples';
import { metrics } from '../telemetry';

/**
 * Stores a new group with `template` as its version 1 (a copy also gets the outcome groups of version
 * `outcomesOf`). Order: the group's tuples (its campus and program, owner permissions), the version's items, the
 * group item last, so a listed group is always complete and a failure midway leaves only unreachable items.
 */
async function createGroup(template: Template, outcomesOf?: string) {
  const now = template.createdDate;
  await ensureTuples(authorization(), templateTuples(template));
  const stored = await writeTemplateVersion(template, now);
  if (outcomesOf) await copyOutcomeGroups(outcomesOf, template.id, now);
  if (!(await insertGroup(groupOf(template, now)))) throw new Error(`Template group ${template.groupId} exists already.`);
  metrics.addMetric('TemplatesCreated', MetricUnit.Count, 1);
  return stored;
}

async function programOrFail(programId: string) {
  const [program] = await findPrograms([programId]);
  if (!program) throw notFound('Program', programId);
  return program;
}

/** Creates a template (a new group and its DRAFT version 1 with one empty page) on a campus or in a program. */
export async function createTemplate(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(createTemplateInputSchema, args.input);
  if (input.programId) {
    const program = await programOrFail(input.programId);
    if (program.campusCode !== input.campusCode) {
      throw badUserInput(`Program ${input.programId} is not on campus ${input.campusCode}.`, { field: 'programId' });
    }
  }
  await assertCanCreate(caller, input);
  return createGroup(blankTemplate(input, new Date().toISOString()));
}

/** The studio's New Template: a template of a program, on the program's campus. */
export async function createCampusTemplate(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(createCampusTemplateInputSchema, args.input);
  const program = await programOrFail(input.programId);
  await assertCanCreate(caller, { campusCode: program.campusCode, programId: program.id });
  return createGroup(blankTemplate({ name: input.templateName, campusCode: program.campusCode, programId: program.id }, new Date().toISOString()));
}

/** Copies a version's content into a new group (same campus and program) as its DRAFT version 1. */
export async function copyTemplate(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(copyTemplateInputSchema, args.input);
  const source = await findTemplate(input.templateId);
  if (!source) throw notFound('Template', input.templateId);
  await assertCanEdit(caller, source.groupId);
  await assertCanCreate(caller, source);
  const now = new Date().toISOString();
  return createGroup(asNewDraft(source, { id: randomUUID(), groupId: randomUUID(), version: 1, name: input.name, isLatest: true }, now), source.id);
}
