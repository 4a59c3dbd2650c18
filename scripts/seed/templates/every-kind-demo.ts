import type { Question, RepeatableSection, Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section, staticText, when } from '../template-builders';
import { labInspectionGroupId } from './lab-safety-inspection';

const subformTemplateId = 'tpl-every-kind-follow-up-v1';

/** A small subform: a follow-up task started from the every-kind demo form. */
export const everyKindFollowUp = (now: string): Template => ({
  ...publishedTemplate(
    {
      id: subformTemplateId,
      groupId: 'tg-every-kind-follow-up',
      name: 'Follow-up Task',
      description: 'A follow-up task started from an Every Question Kind Demo form.',
      campusCode: '01',
      programId: 'prog-01-lab-safety',
      pages: [page('ekf-p1', 'Task', [section('ekf-s1', 'Task', [q.text('ekf-task', 'Task description')])])],
    },
    now,
  ),
  isSubform: true,
  selfInitiated: false,
  showOnHomepage: false,
});

const readings: RepeatableSection = {
  __typename: 'RepeatableSection',
  id: 'ekd-readings',
  name: 'Readings',
  description: 'One entry per reading taken.',
  required: false,
  dependsOn: null,
  summaryQuestionIds: ['ekd-reading-location'],
  previewQuestionId: 'ekd-reading-location',
  children: [q.text('ekd-reading-location', 'Reading location')],
};

/** A lab safety demo form with a question of every kind, a condition, a table, a repeatable section and a subform. */
export const everyKindDemo = (now: string): Template =>
  publishedTemplate(
    {
      id: 'tpl-every-kind-demo-v1',
      groupId: 'tg-every-kind-demo',
      name: 'Every Question Kind Demo',
      description: 'A demonstration form with one question of every kind, a condition, a table, a repeatable section and a subform.',
      campusCode: '01',
      programId: 'prog-01-lab-safety',
      autoIdPrefix: 'EKD',
      tags: ['demo'],
      // The person chosen as responsible gets this document role: they may open the form.
      rolesV2: [{ id: 'ekd-responsible', name: 'Responsible person' }],
      pages: [
        page('ekd-p1', 'Every kind', [
          staticText('ekd-intro', 'Every question kind the platform offers, in one form. Answers save as you type.'),
          section('ekd-s-text', 'Text and dates', [
            q.text('ekd-short', 'Short answer'),
            q.text('ekd-paragraph', 'Paragraph answer', { paragraph: true }),
            q.date('ekd-date', 'Date observed', {
              validationRules: [
                { id: 'ekd-date-not-future', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' },
              ],
            }),
            q.dateRange('ekd-period', 'Period covered'),
          ]),
          section('ekd-s-choices', 'Choices', [
            q.choice('ekd-single', 'Is the area clean?', ['Yes', 'No']),
            q.text('ekd-unclean', 'What needs cleaning?', { dependsOn: when('ekd-single', 2) }),
            q.choice('ekd-multi', 'Which hazards are present?', ['Chemical', 'Biological', 'Radiological'], { multi: true }),
            q.choice('ekd-dropdown', 'Risk level', ['Low', 'Medium', 'High'], { dropdown: true }),
            q.toggle('ekd-toggle', 'Signage is posted'),
          ]),
          section('ekd-s-measures', 'Measurements and places', [
            q.measurement('ekd-distance', 'Distance to the exit', 'length'),
            q.measurementV2('ekd-volume', 'Waste volume', 'volume'),
            q.search('ekd-building', 'Building', 'BUILDING'),
            q.search('ekd-room', 'Room', 'ROOM'),
            q.search('ekd-campus', 'Campus', 'CAMPUS'),
            q.search('ekd-department', 'Department', 'DEPARTMENT'),
            { ...q.search('ekd-person', 'Person responsible', 'PERSON'), roleAssignedId: 'ekd-responsible' } as Question,
            q.library('ekd-chemical', 'Chemical used', { schemaId: 'lib-chemical-inventory', name: 'Chemical inventory' }),
            q.documents('ekd-document', 'Related inspection', [labInspectionGroupId]),
            q.address('ekd-address', 'Street address'),
            q.map('ekd-map', 'Location on the map'),
            q.subject('ekd-subject', 'Subject person', 'person'),
          ]),
          section('ekd-s-contact', 'Contact and counts', [
            q.email('ekd-email', 'Contact email'),
            q.phone('ekd-phone', 'Contact phone number'),
            q.number('ekd-count', 'Number of fume hoods', { min: 0, max: 50, integer: true }),
          ]),
          section('ekd-s-evidence', 'Evidence', [
            q.images('ekd-photos', 'Photos'),
            q.files('ekd-files', 'Supporting documents', { acceptedTypes: ['pdf', 'docx', 'txt'] }),
            q.table('ekd-items', 'Items found', [q.text('ekd-item-name', 'Item'), q.text('ekd-item-note', 'Note')]),
          ]),
          readings,
          { __typename: 'Subform', id: 'ekd-follow-ups', name: 'Follow-up Task', templateId: subformTemplateId, roleId: null },
        ]),
      ],
    },
    now,
  );
