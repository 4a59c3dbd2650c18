import type { AppSyncResolverEvent } from 'aws-lambda';

/** Whether the GraphQL selection of the field being resolved asks for `field` (for example `members`). */
export const selects = (event: Pick<AppSyncResolverEvent<unknown>, 'info'>, field: string) =>
  (event.info.selectionSetList ?? []).some((path) => path === field || path.startsWith(`${field}/`));
