import { skipToken, useQuery } from '@apollo/client/react';
import { BuilderOpenDocument } from './builder-open.generated';
import { BuilderTemplateDocument } from './builder-template.generated';

/** One outcome group a template outcome may show: its id and its name (as a picker's label). */
export interface OutcomeGroupChoice {
  id: string;
  label: string;
}

/**
 * The template the builder edits (header, document roles, pages and their elements three levels deep) and the
 * outcome groups of the version, opened in ONE request (BuilderOpen). Once it has answered, BuilderTemplate
 * reads the same template from the cache (no request) and stays watched, so an edit's
 * `refetchQueries: ['BuilderTemplate']` and `refetch` fetch the template again without the outcome groups.
 */
export function useBuilderTemplate(templateId: string) {
  const opening = useQuery(BuilderOpenDocument, { variables: { id: templateId } });
  const opened = !opening.loading && opening.data !== undefined;
  // An edit's refetch must not join a fetch of the template that left before the edit (Apollo's in-flight
  // deduplication would answer it with the template as it was): every refetch is its own request.
  const query = useQuery(BuilderTemplateDocument, opened ? { variables: { id: templateId }, context: { queryDeduplication: false } } : skipToken);
  const groups = opening.data?.outcomeGroupsByTemplate;
  return {
    template: query.data ? query.data.templateById : opening.data?.templateById,
    outcomeGroups: groups,
    loading: opening.loading || query.loading,
    error: opening.error ?? query.error,
    refetch: () => query.refetch(),
  };
}
