import { useEffect, useReducer, useState } from 'react';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useToast } from '@/components/toast/toast-context';
import { useUpdatePageLayout } from '../api/update-page-layout';
import { draftOf, draftReducer, layoutInputOf, type StoredLayout } from './layout-draft';

/**
 * A layout being edited: the draft (a pure reducer), and Save, which sends it against the version it was loaded at.
 * A CONFLICT (someone saved meanwhile) keeps the draft and says so; Reload takes the stored layout instead.
 */
export function useLayoutEditor(layoutId: string, stored: StoredLayout) {
  const [draft, dispatch] = useReducer(draftReducer, stored, draftOf);
  const [update, { loading: saving }] = useUpdatePageLayout();
  const [conflict, setConflict] = useState(false);
  const { showToast } = useToast();

  // A newer stored version (read again elsewhere) replaces a draft without changes; after our own save the draft
  // is already newer than what the query still holds, and stays.
  useEffect(() => {
    if (!draft.dirty && stored.version > draft.version) dispatch({ kind: 'reset', stored });
  }, [stored, draft.dirty, draft.version]);

  const save = async () => {
    try {
      await update({ variables: { input: layoutInputOf(layoutId, draft) } });
      dispatch({ kind: 'saved', version: draft.version + 1 });
      setConflict(false);
      showToast('Layout saved', { variant: 'success' });
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) setConflict(true);
      else showToast('The layout could not be saved. Please try again.', { variant: 'error' });
    }
  };

  const reload = (fresh: StoredLayout) => {
    setConflict(false);
    dispatch({ kind: 'reset', stored: fresh });
  };

  return { draft, dispatch, save, saving, conflict, reload };
}
