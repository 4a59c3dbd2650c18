import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { awayCampusCodes } from '../../schema/src/documents/away-campuses';
import { awayForms } from './templates/away-forms';

// Spec (end-user area section 2, Away redirect): campus codes with mappings are 00 to 10, 94, ANR and CI. Every one
// must lead somewhere: the shipped campus config names its Away template group, and the demo seed publishes it.

const shipped = JSON.parse(readFileSync(new URL('../../infra/config/campuses.json', import.meta.url), 'utf8')) as {
  campuses: Array<{ code: string; shortName: string; awayTemplateGroupId?: string }>;
};
const seeded = awayForms.map((build) => build('2026-01-01T00:00:00.000Z'));

describe('Away mappings', () => {
  it.each([...awayCampusCodes])('campus %s resolves to a published Away template of its own campus', (code) => {
    const campus = shipped.campuses.find((candidate) => candidate.code === code);
    const template = seeded.find((candidate) => candidate.groupId === campus?.awayTemplateGroupId);

    expect(campus?.awayTemplateGroupId).toBe(`tg-away-${code}`);
    expect(template).toMatchObject({ campusCode: code, status: 'PUBLISHED', name: `${campus?.shortName} Away Notice` });
  });
});
