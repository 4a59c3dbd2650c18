import type { AuthorizationService } from './authorization-service';

/**
 * An AuthorizationService made on its first call (and once): for one whose module is imported dynamically,
 * so loading it costs nothing until it is used. A failure to make it (a missing setting) fails that call.
 */
export function deferredService(make: () => Promise<AuthorizationService>): AuthorizationService {
  let service: Promise<AuthorizationService> | undefined;
  const ready = () => (service ??= make());
  return {
    check: async (request) => (await ready()).check(request),
    batchCheck: async (requests) => (await ready()).batchCheck(requests),
    expand: async (request) => (await ready()).expand(request),
    explain: async (request) => (await ready()).explain(request),
    read: async (filter, page) => (await ready()).read(filter, page),
    write: async (writes, deletes) => (await ready()).write(writes, deletes),
    listObjects: async (request) => (await ready()).listObjects(request),
    listUsers: async (request) => (await ready()).listUsers(request),
    readAuthorizationModel: async () => (await ready()).readAuthorizationModel(),
  };
}
