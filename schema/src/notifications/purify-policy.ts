import type { DOMPurify } from 'dompurify';
import { keptAttributeValue, notificationHtmlPolicy } from './html-policy';
import type { SanitizeHtml } from './render';

/**
 * A sanitizer enforcing the notification policy with a DOMPurify instance the caller owns (the browser's on
 * its window; tests' on a jsdom window). Adds the policy's attribute hook to that instance, so give it one
 * of its own (`DOMPurify(window)`), not a shared one.
 */
export function purifyWithPolicy(purify: DOMPurify): SanitizeHtml {
  purify.addHook('uponSanitizeAttribute', (_node, attribute) => {
    const kept = keptAttributeValue(attribute.attrName, attribute.attrValue);
    if (kept === undefined) attribute.keepAttr = false;
    else attribute.attrValue = kept;
  });
  const config = {
    ALLOWED_TAGS: [...notificationHtmlPolicy.tags],
    ALLOWED_ATTR: [...notificationHtmlPolicy.attributes],
    FORBID_CONTENTS: [...notificationHtmlPolicy.removedWithContent],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
  return (html) => purify.sanitize(html, config);
}
