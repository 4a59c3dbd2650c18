import { describe, expect, it } from 'vitest';
import { rootFieldsWithService, serviceEndpointFor, serviceEndpoints } from '../../schema/src/api/service-endpoints';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';
import { readDomainSdl } from '../../schema/sdl';

const rootFields = rootFieldsOf(readDomainSdl());

describe('the service endpoints', () => {
  it('route only root fields the SDL declares, and every relationship and dashboard field away from the main graph', () => {
    const declared = new Set(rootFields.map((field) => field.fieldName));
    expect(rootFieldsWithService.filter((field) => !declared.has(field))).toEqual([]);

    const ownService = rootFields.filter((field) => field.domain === 'authz' || field.domain === 'dashboards' || field.domain === 'documents');
    expect(ownService.filter((field) => serviceEndpointFor(field.fieldName) === serviceEndpoints.graph).map((field) => field.fieldName)).toEqual([]);
  });

  it('sends template by id to form-builder, the library schema to library-management, and the rest to the main graph', () => {
    expect(serviceEndpointFor('templateById')).toBe('/form-builder/graphql');
    expect(serviceEndpointFor('fetchSchema')).toBe('/library-management/graphql');
    expect(serviceEndpointFor('check')).toBe('/relationship-v2/graphql');
    expect(serviceEndpointFor('moreApps')).toBe('/branding/graphql');
    expect(serviceEndpointFor('startForm')).toBe('/platform-shell/graphql');
    expect(serviceEndpointFor(undefined)).toBe('/platform-shell/graphql');
  });
});
