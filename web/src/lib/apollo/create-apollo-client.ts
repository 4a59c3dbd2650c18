import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { serviceEndpointFor, serviceEndpoints } from '@schema/api/service-endpoints';
import type { DocumentNode } from 'graphql';
import type { SessionStore } from '../auth/session-store';
import type { EarlyForm } from '../early-start/early-start';
import { createEarlyFormLink } from './early-form-link';
import { possibleTypes } from './possible-types';
import type { ScreenFirstGate } from './screen-first-gate';
import { createHeadersLink, createReauthenticateLink } from './session-links';

/** The main GraphQL endpoint, the same path locally and behind CloudFront. */
export const graphqlPath = serviceEndpoints.graph;

/**
 * Creates the app's cache. Template parts (pages, sections, questions) are kept inside their template rather
 * than normalized by id, because two versions of a template reuse the same element ids.
 */
// Parts of template elements whose ids repeat across a template's versions (a draft copies its options, rules and
// mappings): cached inside their element, never shared by id, so one version never shows another's labels.
const templateParts = ['Option', 'ValidationRule', 'RoleMapping', 'LibrarySearchFilter', 'DependsOnCondition'];
// Outcome groups repeat their ids across versions too, and a form's outcomes repeat them across forms.
const outcomeParts = ['Outcome', 'RiskLevel', 'FormOutcomeGroup', 'FormOutcome'];

export function createCache(): InMemoryCache {
  const embedded = Object.fromEntries(
    ['Page', ...(possibleTypes.Element ?? []), ...templateParts, ...outcomeParts].map((typeName) => [typeName, { keyFields: false as const }]),
  );
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      ...embedded,
      Profile: { keyFields: ['userId'] },
      OutcomeGroup: { keyFields: ['templateId', 'id'] },
      // Screens ask for different parts of the one navigationAccess answer: they add up instead of replacing.
      NavigationAccess: { merge: true },
    },
  });
}

/** The name of an operation's first root field (the one that names its service). */
function firstRootField(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const first = operation?.selectionSet.selections[0];
  return first?.kind === 'Field' ? first.name.value : undefined;
}

/**
 * Creates the Apollo client: the screen-first gate (when given), one refresh-and-retry on UNAUTHENTICATED, the
 * Form query index.html's early start sent (when given), session headers, then HTTP.
 */
export function createApolloClient(session: SessionStore, gate?: ScreenFirstGate, earlyForm?: EarlyForm): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      ...(gate ? [gate.link] : []),
      createReauthenticateLink(session),
      ...(earlyForm ? [createEarlyFormLink(earlyForm)] : []),
      createHeadersLink(session),
      // Each operation goes to its service's endpoint (the spec's graph, form-builder, relationship-v2 ...).
      new HttpLink({ uri: (operation) => serviceEndpointFor(firstRootField(operation.query)) }),
    ]),
    cache: createCache(),
  });
}
