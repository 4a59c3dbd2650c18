import Box from '@mui/material/Box';

/** What a facility row shows under its name: the user's roles at it, its type, district and license. */
export interface FacilityFactsProps {
  roles: readonly string[];
  type: string;
  district: string;
  license: string;
}

/**
 * A facility's facts as two short lines (Home's section and the phone cards of the full list). Boxes, not
 * Typography: this is on the first route (home), whose weight tests/infra/web-first-route.test.ts holds.
 */
export function FacilityFacts({ roles, type, district, license }: FacilityFactsProps) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
        {roles.join(', ')}
      </Box>
      <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
        {type} · {district} ·{' '}
        {/* A license number reads as one: it never breaks at its dashes. */}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          License {license}
        </Box>
      </Box>
    </>
  );
}
