import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import type { DocumentSummaryFragment } from '@/gql/graphql';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { formPath } from '@/lib/paths';

/** The spec's tooltip for a document the user may not view in its current status. */
export const noStatusPermission = 'You don’t have permission to view this document in this status';

/**
 * A document's name linking to its form (its id and times are shown beside it by FormIdTime); greyed out, not a link and explained by a tooltip when the user may
 * not view it in its status. The greyed name stays focusable so keyboard users reach the explanation.
 */
export function DocumentName({ document }: { document: DocumentSummaryFragment }) {
  const formV2 = useFeatureFlag('rollout-form-v2');
  if (document.canView) {
    return (
      <AppLink href={formPath(document.id, { v2: formV2.enabled })} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
        {document.name}
      </AppLink>
    );
  }
  return (
    <Tooltip title={noStatusPermission} describeChild>
      <Typography
        component="span"
        tabIndex={0}
        aria-disabled="true"
        sx={{ color: 'text.disabled', fontWeight: 600, cursor: 'not-allowed', overflowWrap: 'break-word' }}
      >
        {document.name}
      </Typography>
    </Tooltip>
  );
}
