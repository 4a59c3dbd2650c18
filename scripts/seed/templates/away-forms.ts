import type { Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section } from '../template-builders';

/**
 * A campus's Away form (where /away sends its users; infra/config/campuses.json names the group per campus).
 * Reached through /away only: not on the home page nor in Start New.
 */
const awayForm = (campusCode: string, campusName: string) => (now: string): Template => ({
  ...publishedTemplate(
    {
      id: `tpl-away-${campusCode}-v1`,
      groupId: `tg-away-${campusCode}`,
      name: `${campusName} Away Notice`,
      description: 'Tell your office when you will be away from campus, and who covers for you.',
      campusCode,
      pages: [
        page(`away-${campusCode}-p1`, 'Away', [
          section(`away-${campusCode}-s1`, 'Absence', [
            q.dateRange(`away-${campusCode}-dates`, 'Dates away', {}, { required: true }),
            q.text(`away-${campusCode}-cover`, 'Who covers for you', { required: true }),
          ]),
        ]),
      ],
    },
    now,
  ),
  selfInitiated: false,
  showOnHomepage: false,
});

/**
 * The campuses with an Away form (spec: codes 00 to 10, 94, ANR and CI) by their short names in campus config, each
 * naming `tg-away-{code}` as its awayTemplateGroupId (scripts/seed/away-forms.test.ts keeps the three in step).
 */
export const awayCampuses: ReadonlyArray<readonly [code: string, shortName: string]> = [
  ['00', 'System Office'],
  ['01', 'Bayview'],
  ['02', 'Harbor City'],
  ['03', 'Valley Oaks'],
  ['04', 'Westwood'],
  ['05', 'Riverside Mesa'],
  ['06', 'La Playa'],
  ['07', 'Redwood Coast'],
  ['08', 'Channel Islands'],
  ['09', 'Irvine Ranch'],
  ['10', 'Sierra Foothills'],
  ['94', 'Ridgeline Lab'],
  ['ANR', 'ANR'],
  ['CI', 'Coastal Institute'],
];

/** The Away form of every campus with an Away mapping. */
export const awayForms = awayCampuses.map(([code, shortName]) => awayForm(code, shortName));
