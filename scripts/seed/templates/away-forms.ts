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

/** The Away forms of the demo campuses that configure one (01 and 03). */
export const awayForms = [awayForm('01', 'Bayview'), awayForm('03', 'Valley Oaks')];
