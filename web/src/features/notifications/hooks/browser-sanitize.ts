import DOMPurify from 'dompurify';
import { purifyWithPolicy } from '@schema/notifications/purify-policy';
import type { SanitizeHtml } from '@schema/notifications/render';

/**
 * DOMPurify on the page's window (an instance of its own: the policy adds a hook to it) with the server's
 * policy: the preview shows what the mail will carry.
 */
export const sanitizeInBrowser: SanitizeHtml = purifyWithPolicy(DOMPurify(window));
