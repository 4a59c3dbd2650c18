import { useMemo } from 'react';
import { renderNotification } from '@schema/notifications/render';
import { placeholderValues, sampleSource } from '@schema/notifications/values';
import { sanitizeInBrowser } from './browser-sanitize';

/** A question placeholders may name. */
export interface PlaceholderQuestion {
  id: string;
  title: string;
}

/** The draft's subject and body rendered with sample data (each answer shows its question's title). */
export function useLivePreview(subject: string, body: string, questions: readonly PlaceholderQuestion[], ownerFirstName: string) {
  const values = useMemo(() => placeholderValues(sampleSource(questions, ownerFirstName, window.location.origin)), [questions, ownerFirstName]);
  return useMemo(() => renderNotification({ subject, body }, values, sanitizeInBrowser), [subject, body, values]);
}
