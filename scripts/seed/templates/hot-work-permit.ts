import type { Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section, staticText, when } from '../template-builders';
import { labInspectionGroupId } from './lab-safety-inspection';

export const hotWorkGroupId = 'tg-hot-work-permit';

/** The fire prevention program's hot work permit application. */
export const hotWorkPermit = (now: string): Template =>
  publishedTemplate(
    {
      id: 'tpl-hot-work-permit-v1',
      groupId: hotWorkGroupId,
      name: 'Hot Work Permit Application',
      description:
        'Request a permit for welding, cutting, brazing, soldering or grinding outside a designated shop. Fire Prevention reviews every request before work starts.',
      campusCode: '01',
      programId: 'prog-01-fire',
      autoIdPrefix: 'HWP',
      tags: ['permit', 'fire'],
      pages: [
        page('hwp-p1', 'Work details', [
          staticText('hwp-intro', 'Submit at least two business days before the work begins.'),
          section('hwp-s-work', 'The work', [
            q.text('hwp-description', 'Description of work', { required: true, paragraph: true }),
            q.choice('hwp-type', 'Type of hot work', ['Welding', 'Cutting', 'Brazing', 'Soldering', 'Grinding', 'Other'], { dropdown: true }, { required: true }),
            q.text('hwp-type-other', 'Other type of hot work', { dependsOn: when('hwp-type', 6) }),
            q.dateRange('hwp-period', 'Work period', { includeTime: true }, { required: true }),
            q.text('hwp-contractor', 'Contractor company (if any)'),
          ]),
          section('hwp-s-site', 'Work site', [
            q.address('hwp-address', 'Work site address'),
            q.map('hwp-map', 'Pin the work location'),
            q.search('hwp-building', 'Building', 'BUILDING'),
            q.search('hwp-department', 'Requesting department', 'DEPARTMENT'),
          ]),
        ]),
        page('hwp-p2', 'Fire safety', [
          section('hwp-s-precautions', 'Precautions', [
            q.toggle('hwp-sprinklers', 'Sprinklers are in service'),
            q.measurement('hwp-distance', 'Distance to nearest combustibles', 'length'),
            q.measurement('hwp-firewatch', 'Fire watch after work ends', 'time'),
            q.library('hwp-equipment', 'Hot work equipment', { schemaId: 'lib-hot-work-equipment', name: 'Hot work equipment' }),
            q.documents('hwp-inspection', 'Related laboratory inspection', [labInspectionGroupId]),
            q.text('hwp-precautions', 'Additional precautions', { paragraph: true }),
          ]),
        ]),
      ],
    },
    now,
  );
