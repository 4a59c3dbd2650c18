import type { NotificationTemplateContent } from './model';
import { fillPlaceholders, placeholderProblems, type PlaceholderProblem, type PlaceholderValues } from './placeholders';

/**
 * Sanitizes HTML to the notification policy (html-policy.ts): DOMPurify in the browser, sanitize-html on the
 * server.
 */
export type SanitizeHtml = (html: string) => string;

/** A rendered notification: a plain-text subject, a sanitized HTML body, and the placeholders not understood. */
export interface RenderedNotification {
  subject: string;
  body: string;
  problems: PlaceholderProblem[];
}

/** A body written as plain text (no tags) keeps its line breaks when shown as HTML. */
function withLineBreaks(body: string): string {
  return /<[a-z][\s\S]*>/i.test(body) ? body : body.replace(/\r?\n/g, '<br>\n');
}

/**
 * Renders a notification for one form: placeholders filled (values escaped in the body), then the body
 * sanitized, so neither the author's markup nor an answer can carry a script into a mail or the preview.
 */
export function renderNotification(
  content: Pick<NotificationTemplateContent, 'subject' | 'body'>,
  values: PlaceholderValues,
  sanitize: SanitizeHtml,
): RenderedNotification {
  const subject = fillPlaceholders(content.subject, values, false).replace(/[\r\n]+/g, ' ').trim();
  const body = sanitize(fillPlaceholders(withLineBreaks(content.body), values, true));
  return { subject, body, problems: placeholderProblems(content, values.questionIds) };
}
