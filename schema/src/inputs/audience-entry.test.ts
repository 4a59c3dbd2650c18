import { describe, expect, it } from 'vitest';
import { publicAudienceEntry } from '../public/public-audience';
import { audienceEntrySchema } from './audience-entry';

const messages = (value: unknown) => audienceEntrySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('audienceEntrySchema', () => {
  it('accepts the public entry, a campus and a program', () => {
    expect(messages(publicAudienceEntry)).toEqual([]);
    expect(messages({ id: '01', name: 'Main campus', scope: 'campus' })).toEqual([]);
    expect(messages({ id: 'prog-01-biosafety', name: 'Biosafety', scope: 'program' })).toEqual([]);
  });

  it('refuses the public id with another name or scope', () => {
    expect(messages({ ...publicAudienceEntry, name: 'Everyone' })).toEqual([`The public entry is named "${publicAudienceEntry.name}" with the scope global`]);
    expect(messages({ ...publicAudienceEntry, scope: 'campus' })).toHaveLength(1);
  });

  it('refuses scopes other than campus and program for any other entry', () => {
    expect(messages({ id: 'everyone', name: 'Everyone', scope: 'global' })).toEqual(['An audience entry is a campus, a program or the public']);
    expect(messages({ id: 't', name: 'Tenant', scope: 'tenant' })).toEqual(['An audience entry is a campus, a program or the public']);
  });
});
