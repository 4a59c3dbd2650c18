import DOMPurify from 'dompurify';
import { sanitizeOptions, type SanitizeHtml } from '@schema/notifications/render';

/** DOMPurify on the page's window, with the server's options: the preview shows what the mail will carry. */
export const sanitizeInBrowser: SanitizeHtml = (html) => DOMPurify.sanitize(html, sanitizeOptions);
