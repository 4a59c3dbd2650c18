import { z } from 'zod';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { assertAllowed, platformObject } from '../../authz/checks';
import { listOutbox } from '../../data/notifications-repository';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';

const pageArgs = z.object({ page: z.number().int().nullish(), size: z.number().int().nullish() });
const outboxPageSizes = [25, 10, 50, 100] as const;

/** outbox: the local transport's mails, newest first, for global administrators (empty where SES sends). */
export async function outbox(caller: Caller, args: unknown) {
  const { page, size } = parseInput(pageArgs, args);
  await assertAllowed(caller, 'admin', platformObject, { message: 'Only global administrators may read the outbox.' });
  const request = normalizePageRequest(page, size, outboxPageSizes);
  const { mails, total } = await listOutbox((request.page - 1) * request.size, request.size);
  return {
    docs: mails.map((mail) => ({ ...mail, replyTo: mail.replyTo ?? null, formId: mail.formId ?? null, notificationTemplateId: mail.notificationTemplateId ?? null })),
    meta: { ...request, total },
  };
}
