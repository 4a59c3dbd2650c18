import Alert from '@mui/material/Alert';
import type { DataMapperPartsFragment } from '@/gql/graphql';

/** Whether submits update the library: who granted it, or why they do not. */
export function GrantStatus({ saved }: { saved: DataMapperPartsFragment | null | undefined }) {
  if (!saved) return <Alert severity="info">No data mapper is saved for this template yet.</Alert>;
  const grantor = saved.grantedBy;
  if (grantor) {
    const name = [grantor.firstName, grantor.lastName].filter(Boolean).join(' ') || grantor.userId;
    return <Alert severity="success">Submitted forms update {saved.libraryName}: library writes granted by {name}, an editor of the library.</Alert>;
  }
  return (
    <Alert severity="warning">
      Submitted forms do not update {saved.libraryName} yet: an editor of the library must save this mapping to grant its writes. Pre-fill works
      already.
    </Alert>
  );
}
