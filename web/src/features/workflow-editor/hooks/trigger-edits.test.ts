import { describe, expect, it } from 'vitest';
import { freeTriggerId, integrationDraft, newNotificationTrigger, parseIntegrationDraft } from './trigger-edits';

describe('trigger edits', () => {
  it('reads a complete integration draft as the trigger the API takes', () => {
    const draft = { ...integrationDraft([]), name: ' Permit system ', url: 'https://permits.example.edu/hook', method: 'PUT' as const, timeoutMs: '2500', retries: '0', successEvent: 'approve', errorEvent: ' ' };

    expect(parseIntegrationDraft(draft)).toEqual({
      trigger: { id: 'integration_1', name: 'Permit system', url: 'https://permits.example.edu/hook', method: 'PUT', timeoutMs: 2500, retries: 0, successEvent: 'approve', errorEvent: null },
    });
  });

  it('names each field the API would refuse: no name, no URL scheme, timeout and retries out of range', () => {
    const draft = { ...integrationDraft([]), name: '', url: 'permits.example.edu', timeoutMs: '50', retries: '11' };

    expect(parseIntegrationDraft(draft)).toEqual({
      errors: {
        name: 'Enter a name.',
        url: 'Enter a full address, e.g. https://example.edu/hooks/forms.',
        timeoutMs: 'Enter a whole number of milliseconds from 100 to 900000.',
        retries: 'Enter a whole number from 0 to 10.',
      },
    });
    expect(parseIntegrationDraft({ ...draft, name: 'x', url: 'https://a.example', timeoutMs: '900001', retries: '1.5' })).toMatchObject({ errors: { timeoutMs: expect.any(String), retries: expect.any(String) } });
    expect(parseIntegrationDraft({ ...draft, name: 'x', url: 'https://a.example', timeoutMs: '', retries: '3' })).toMatchObject({ errors: { timeoutMs: expect.any(String) } });
  });

  it('gives new triggers the first free id and a new notification the EMAIL kind', () => {
    const first = newNotificationTrigger([], 'n-1');

    expect(first).toEqual({ id: 'notification_1', notificationTemplateId: 'n-1', kind: 'EMAIL' });
    expect(newNotificationTrigger([first, { ...first, id: 'notification_3' }], 'n-2').id).toBe('notification_2');
    expect(freeTriggerId([{ id: 'job_1' }], 'job')).toBe('job_2');
  });
});
