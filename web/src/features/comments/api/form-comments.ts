import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { CommentItemFieldsFragment, FormCommentsQuery } from '@/gql/graphql';
import { withPage } from '../hooks/comment-list';
import { FormCommentSummaryDocument } from './form-comment-summary.generated';
import { FormCommentsDocument } from './form-comments.generated';

/** One comment as the panel shows it. */
export type PanelComment = CommentItemFieldsFragment;

/**
 * A form's comments, first page; `loadMore` appends the next page (the cursor's), so older threads follow the ones
 * shown. The cached list is what mutations change (see updateCommentList). Each opening of the panel asks again
 * (others may have commented, the form may have moved on), showing the cached list meanwhile.
 */
export function useFormComments(formId: string) {
  const result = useQuery(FormCommentsDocument, { variables: { formId }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const nextCursor = result.data?.formComments.nextCursor ?? null;
  const loadMore = () =>
    nextCursor
      ? result.fetchMore({
          variables: { cursor: nextCursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            formComments: {
              ...fetchMoreResult.formComments,
              total: fetchMoreResult.formComments.total,
              comments: withPage(previous.formComments.comments, fetchMoreResult.formComments.comments),
            },
          }),
        })
      : Promise.resolve();
  return { ...result, page: result.data?.formComments, nextCursor, loadMore };
}

/** Changes the cached list of a form's comments and its total, and the total on the form's Comments button. */
export function updateCommentList(
  cache: ApolloCache,
  formId: string,
  change: (comments: readonly PanelComment[]) => PanelComment[],
  totalChange: number,
) {
  cache.updateQuery({ query: FormCommentsDocument, variables: { formId } }, (current: FormCommentsQuery | null) =>
    current
      ? { formComments: { ...current.formComments, comments: change(current.formComments.comments), total: Math.max(0, current.formComments.total + totalChange) } }
      : current,
  );
  if (totalChange === 0) return;
  cache.updateQuery({ query: FormCommentSummaryDocument, variables: { formId } }, (current) =>
    current ? { formCommentSummary: { ...current.formCommentSummary, total: Math.max(0, current.formCommentSummary.total + totalChange) } } : current,
  );
}
