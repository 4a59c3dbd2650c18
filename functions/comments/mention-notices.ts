import { escapeHtml } from '../../schema/src/notifications/placeholders';
import type { FormCommentRecord, FormRecord } from '../data/entities';
import { insertOpenReminder } from '../data/reminders-repository';
import { defaultFromAddress, mailSender } from '../mail/mail-sender';
import { appUrl } from '../notifications/app-url';
import type { MentionedPerson } from './mentions';
import { logger } from './telemetry';

/** The label an action item of a mention carries in the lists. */
export const mentionLabel = 'Mention';

const formTitle = (form: Pick<FormRecord, 'name' | 'autoId'>) => (form.autoId ? `${form.name} (${form.autoId})` : form.name);

/** How much of the comment an action item quotes. */
const excerptLength = 200;

const excerpt = (body: string) => (body.length > excerptLength ? `${body.slice(0, excerptLength - 1)}…` : body);

/**
 * Tells one mentioned person: an action item linking to the form (label Mention; its id follows from the comment's
 * version and the person, so each write that mentions them makes one) and a mail through the mail transport (the
 * local outbox, SES in AWS). A failed mail is logged, not undone: the comment stands and the action item is there.
 */
async function tell(person: MentionedPerson, comment: FormCommentRecord, form: FormRecord, now: string): Promise<void> {
  const body = comment.body ?? '';
  // The lists show an action item's form id beside its title; a mail's subject is all a mailbox shows.
  await insertOpenReminder({
    id: `mention-${comment.id}-${comment.version}-${person.userId}`,
    userId: person.userId,
    title: `${comment.author.name} mentioned you on ${form.name}`,
    description: excerpt(body),
    link: `/form/${form.id}`,
    label: mentionLabel,
    type: 'GENERAL',
    ...(form.autoId ? { formAutoId: form.autoId } : {}),
    createdDate: now,
  });
  if (!person.email || !person.active) return;
  const link = `${appUrl()}/form/${encodeURIComponent(form.id)}`;
  try {
    await mailSender().send({
      from: defaultFromAddress(),
      to: [person.email],
      cc: [],
      subject: `${comment.author.name} mentioned you on ${formTitle(form)}`,
      html: `<p>${escapeHtml(comment.author.name)} mentioned you in a comment on ${escapeHtml(formTitle(form))}:</p><blockquote>${escapeHtml(body).replaceAll('\n', '<br>')}</blockquote><p><a href="${escapeHtml(link)}">Open the form</a></p>`,
      severity: 'INFO',
      formId: form.id,
    });
  } catch (error) {
    logger.warn('The mention mail could not be sent', { formId: form.id, commentId: comment.id, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Tells each person a comment newly mentions (never its author), one after the other. */
export async function tellMentioned(people: readonly MentionedPerson[], comment: FormCommentRecord, form: FormRecord, now: string): Promise<void> {
  for (const person of people) {
    if (person.userId !== comment.author.userId) await tell(person, comment, form, now);
  }
}
