import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { campusConfigSchema } from './campus-config';

const shipped = JSON.parse(readFileSync(new URL('../../infra/config/campuses.json', import.meta.url), 'utf8'));

describe('campus configuration', () => {
  it('accepts the shipped configuration with every campus code the spec uses', () => {
    const config = campusConfigSchema.parse(shipped);

    expect(config.campuses.map((campus) => campus.code)).toEqual([
      '00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '94', 'ANR', 'CI',
    ]);
  });

  it('rejects a program whose domain does not exist, naming it', () => {
    const broken = { ...shipped, programs: [{ ...shipped.programs[0], domainId: 'nowhere' }] };

    const result = campusConfigSchema.safeParse(broken);

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown domain nowhere');
  });
});
