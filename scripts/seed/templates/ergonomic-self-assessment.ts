import type { Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section, staticText } from '../template-builders';

export const ergonomicsGroupId = 'tg-ergonomic-self-assessment';

/** The ergonomics program's workstation self-assessment, mostly written answers. */
export const ergonomicSelfAssessment = (now: string): Template =>
  publishedTemplate(
    {
      id: 'tpl-ergonomic-self-assessment-v1',
      groupId: ergonomicsGroupId,
      name: 'Ergonomic Workstation Self-Assessment',
      description: 'Tell us about your workstation and any discomfort. An ergonomist follows up within five business days.',
      campusCode: '01',
      programId: 'prog-01-ergo',
      tags: ['ergonomics'],
      pages: [
        page('ews-p1', 'Your workstation', [
          staticText('ews-intro', 'This takes about ten minutes. Your answers are saved as you go.'),
          section('ews-s-about', 'About your work', [
            q.subject('ews-subject', 'Employee', 'person'),
            q.text('ews-job-title', 'Job title', { required: true }),
            q.text('ews-location', 'Building and room'),
            q.text('ews-hours', 'Hours a day at the computer'),
          ]),
          section('ews-s-discomfort', 'Discomfort', [
            q.choice('ews-discomfort', 'Do you feel discomfort while working?', ['Yes', 'No']),
            q.text('ews-discomfort-detail', 'Where and when do you feel it?', { paragraph: true }),
            q.text('ews-requests', 'Equipment you would like evaluated', { paragraph: true }),
          ]),
        ]),
      ],
    },
    now,
  );
