import { ownerDefaultGrants, ownerRoleId } from '../../../schema/src/forms/available-actions';
import type { Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section, staticText, when } from '../template-builders';

export const labInspectionGroupId = 'tg-lab-safety-inspection';

/** The lab safety program's annual laboratory inspection: most question kinds in one form. */
export const labSafetyInspection = (now: string): Template =>
  publishedTemplate(
    {
      id: 'tpl-lab-safety-inspection-v1',
      groupId: labInspectionGroupId,
      name: 'Laboratory Safety Inspection',
      description:
        'Annual inspection of a research laboratory: chemical storage, emergency equipment, waste handling and corrective actions.',
      campusCode: '01',
      programId: 'prog-01-lab-safety',
      autoIdPrefix: 'LSI',
      tags: ['inspection', 'laboratory'],
      // Its owners may comment on their inspection while it is a draft and once submitted (Configure Comments).
      permissions: [...ownerDefaultGrants(), { action: { id: 'comment', label: 'Comment' }, roleId: ownerRoleId, statuses: ['draft', 'submitted'], scope: 'global' }],
      pages: [
        page('lsi-p1', 'Laboratory', [
          staticText('lsi-intro', 'Walk the laboratory with the principal investigator or lab manager. Answers save as you type.'),
          section('lsi-s-location', 'Location and people', [
            q.search('lsi-building', 'Building', 'BUILDING', { required: true }),
            q.text('lsi-room', 'Room number', { required: true, prompt: 'For example 210B' }),
            q.search('lsi-pi', 'Principal investigator', 'PERSON', { required: true }),
            q.text('lsi-contact', 'Lab contact present during inspection'),
            q.date('lsi-date', 'Inspection date', {
              validationRules: [
                { id: 'lsi-date-not-future', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' },
              ],
            }, { required: true }),
          ]),
        ]),
        page('lsi-p2', 'Checklist', [
          section('lsi-s-chemicals', 'Chemical storage', [
            q.choice('lsi-segregated', 'Are chemicals stored by hazard class?', ['Yes', 'No', 'Not applicable'], {}, { required: true }),
            q.text('lsi-segregation-finding', 'Describe what is stored together that should not be', {
              paragraph: true,
              dependsOn: when('lsi-segregated', 2),
            }),
            q.toggle('lsi-secondary', 'Secondary containment is used for liquids'),
            q.measurementV2('lsi-flammables', 'Flammable liquids outside a cabinet', 'volume'),
          ]),
          section('lsi-s-emergency', 'Emergency equipment', [
            q.choice('lsi-equipment', 'Which emergency equipment is present?', ['Eyewash', 'Safety shower', 'Fire extinguisher', 'Spill kit'], { multi: true }),
            q.date('lsi-eyewash', 'Eyewash last flushed'),
            q.images('lsi-photos', 'Photos of findings'),
          ]),
          section('lsi-s-actions', 'Corrective actions', [
            q.table('lsi-actions', 'Corrective actions', [
              q.text('lsi-action-text', 'Action required'),
              q.date('lsi-action-due', 'Due date'),
              q.search('lsi-action-owner', 'Responsible person', 'PERSON'),
            ]),
            q.text('lsi-comments', 'Inspector comments', { paragraph: true }),
          ]),
        ]),
      ],
    },
    now,
  );
