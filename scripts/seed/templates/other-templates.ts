import type { Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section } from '../template-builders';

/** A draft still being written on campus 01: visible to lists, never startable. */
export const confinedSpaceDraft = (now: string): Template => ({
  ...publishedTemplate(
    {
      id: 'tpl-confined-space-v1',
      groupId: 'tg-confined-space-entry',
      name: 'Confined Space Entry Permit',
      description: 'Permit-required confined space entry: atmosphere testing, attendants and rescue plan.',
      campusCode: '01',
      programId: 'prog-01-facilities',
      pages: [page('cse-p1', 'Entry', [section('cse-s1', 'Space', [q.text('cse-space', 'Space identifier', { required: true })])])],
    },
    now,
  ),
  status: 'DRAFT',
  showOnHomepage: false,
});

/** The medical center's sharps injury report, on campus 03 for health-tagged staff. */
export const sharpsInjuryReport = (now: string): Template =>
  publishedTemplate(
    {
      id: 'tpl-sharps-injury-v1',
      groupId: 'tg-sharps-injury-report',
      name: 'Sharps Injury Report',
      description: 'Report a needlestick or other sharps injury within 24 hours.',
      campusCode: '03',
      programId: 'prog-03-medctr-ehs',
      autoIdPrefix: 'SIR',
      pages: [
        page('sir-p1', 'Incident', [
          section('sir-s1', 'What happened', [
            q.date('sir-date', 'Date of injury', {}, { required: true }),
            q.text('sir-device', 'Device involved', { required: true }),
            q.text('sir-account', 'Describe how the injury happened', { paragraph: true, required: true }),
          ]),
        ]),
      ],
    },
    now,
  );
