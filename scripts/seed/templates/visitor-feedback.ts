import { publicAudienceEntry } from '../../../schema/src/public/public-audience';
import type { Subform, Template } from '../../../schema/src/template/model';
import { page, publishedTemplate, q, section, staticText } from '../template-builders';

/** The follow-up a visitor may ask for from the feedback form: the public form's subform. */
export const visitorFollowUp = (now: string): Template => ({
  ...publishedTemplate(
    {
      id: 'tpl-visitor-follow-up-v1',
      groupId: 'tg-visitor-follow-up',
      name: 'Visitor Follow-up Request',
      description: 'How a visitor would like the campus to get back to them.',
      campusCode: '01',
      pages: [
        page('vfu-p1', 'Follow-up', [
          q.text('vfu-contact', 'How should we contact you?', { required: true }),
          q.choice('vfu-when', 'When suits you?', ['Mornings', 'Afternoons', 'Any time']),
        ]),
      ],
    },
    now,
  ),
  isSubform: true,
  selfInitiated: false,
  showOnHomepage: false,
  audience: [publicAudienceEntry],
});

const followUpSubform: Subform = { __typename: 'Subform', id: 'vf-follow-up', name: 'Ask for a follow-up', templateId: 'tpl-visitor-follow-up-v1', roleId: null };

/**
 * The demo public template: anyone with the link fills it in at /public/template/tg-visitor-feedback (flag
 * rollout-public-routes), without signing in. Its audience holds the public entry; staff do not list it.
 */
export const visitorFeedback = (now: string): Template => ({
  ...publishedTemplate(
    {
      id: 'tpl-visitor-feedback-v1',
      groupId: 'tg-visitor-feedback',
      name: 'Campus Visitor Feedback',
      description: 'Tell the PSU Bayview safety office about your visit: no account needed.',
      campusCode: '01',
      autoIdPrefix: 'CVF',
      pages: [
        page('vf-p1', 'Your visit', [
          staticText('vf-intro', 'Thank you for visiting. Your answers go to the campus safety office.'),
          section('vf-s1', 'About the visit', [
            q.text('vf-building', 'Which building did you visit?', { required: true }),
            q.choice('vf-safe', 'Did you feel safe on campus?', ['Yes', 'Mostly', 'No'], {}, { required: true }),
            q.choice('vf-topics', 'What could be better?', ['Signage', 'Lighting', 'Accessibility', 'Cleanliness'], { multi: true }),
            q.toggle('vf-contact-ok', 'You may contact me about my answers'),
            q.text('vf-comments', 'Anything else?', { paragraph: true }),
          ]),
          followUpSubform,
        ]),
      ],
    },
    now,
  ),
  selfInitiated: false,
  showOnHomepage: false,
  audience: [publicAudienceEntry],
});
