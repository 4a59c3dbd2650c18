import type { LibraryGrantInput } from '@/gql/graphql';
import { useToast } from '@/components/toast/toast-context';
import { useGrantLibraryAccess } from '../api/grant-library-access';
import type { LibraryGrantView } from '../api/library-grants';
import { useRevokeLibraryAccess } from '../api/revoke-library-access';
import { grantedMessage, grantErrorMessage, revokedMessage } from './grant-words';

/** What a grant came to: the grant made, or the message to show in the panel. */
export type GrantOutcome = { ok: true; grant: LibraryGrantView } | { ok: false; message: string };

/** Granting and revoking access to a library, with their toasts. */
export function useGrantActions() {
  const [grantAccess] = useGrantLibraryAccess();
  const [revokeAccess, revoking] = useRevokeLibraryAccess();
  const { showToast } = useToast();

  async function grant(input: LibraryGrantInput): Promise<GrantOutcome> {
    try {
      const answer = await grantAccess({ variables: { input } });
      const made = answer.data!.grantLibraryAccess;
      showToast(grantedMessage(made.grantee.name, made.access), { variant: 'success' });
      return { ok: true, grant: made };
    } catch (error) {
      return { ok: false, message: grantErrorMessage(error) };
    }
  }

  /** Takes a grant back: null once done, or the message to show. */
  async function revoke(grant: LibraryGrantView): Promise<string | null> {
    const { grantee, access, libraryId } = grant;
    try {
      await revokeAccess({ variables: { input: { libraryId, access, granteeKind: grantee.kind, granteeId: grantee.id ?? null } } });
      showToast(revokedMessage(grantee.name, access), { variant: 'success' });
      return null;
    } catch (error) {
      return grantErrorMessage(error);
    }
  }

  return { grant, revoke, revoking: revoking.loading };
}
