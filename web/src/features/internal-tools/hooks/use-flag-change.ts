import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { flagStateWords, toggledFlagState, type FlagScope, type FlagStateInput } from '@schema/flags/flag-toggle';
import { useToast } from '@/components/toast/toast-context';
import { hasErrorCode } from '@/lib/errors/error-codes';
import type { FlagSetting } from '../api/use-feature-flag-settings';
import { useSetFeatureFlag } from '../api/use-set-feature-flag';
import { changedText, confirmationText } from './flag-change-text';

/** A switch pressed and waiting for its confirmation. */
interface PendingChange {
  flag: FlagSetting;
  scope: FlagScope;
  on: boolean;
}

const stateOf = (flag: FlagSetting): FlagStateInput => ({ enabled: flag.enabled, campusCodes: flag.campusCodes, userIds: flag.userIds });

/**
 * A flag switch's round trip: ask (request), confirm or cancel, then set the flag's whole state decided on the
 * version shown. A change that lost a race (CONFLICT) fetches the flags again and says so: the screen then shows
 * the state the other person left, to decide again on.
 */
export function useFlagChange() {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [conflictKey, setConflictKey] = useState<string | null>(null);
  const [setFlag, { loading }] = useSetFeatureFlag();
  const client = useApolloClient();
  const { showToast } = useToast();

  const campusesOf = (flag: FlagSetting) => flag.campuses;
  const next = pending ? toggledFlagState(stateOf(pending.flag), pending.scope, pending.on, campusesOf(pending.flag).map((campus) => campus.campusCode)) : null;
  const confirmation = pending && next ? confirmationText(pending.flag.key, pending.scope, pending.on, campusesOf(pending.flag), flagStateWords(next)) : null;

  async function confirm() {
    if (!pending || !next) return;
    const { flag, scope, on } = pending;
    try {
      await setFlag({ variables: { input: { key: flag.key, ...next, expectedVersion: flag.version } } });
      setConflictKey(null);
      showToast(changedText(flag.key, scope, on, campusesOf(flag)), { variant: 'success' });
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        setConflictKey(flag.key);
        // A failed refetch leaves the screen as it was, with the alert saying what happened.
        await client.refetchQueries({ include: ['FeatureFlagSettings', 'FeatureFlagHistory'] }).catch(() => undefined);
      } else {
        showToast(`${flag.key} could not be changed. Try again.`, { variant: 'error' });
      }
    } finally {
      setPending(null);
    }
  }

  return {
    /** Asks to switch `scope` of `flag` on or off: opens the confirmation. */
    request: (flag: FlagSetting, scope: FlagScope, on: boolean) => setPending({ flag, scope, on }),
    cancel: () => setPending(null),
    confirm,
    /** The open confirmation's words, or null. */
    confirmation,
    busy: loading,
    /** The flag whose last change someone else's beat, until the next change goes through. */
    conflictKey,
    dismissConflict: () => setConflictKey(null),
  };
}

/** What {@link useFlagChange} returns. */
export type FlagChangeController = ReturnType<typeof useFlagChange>;
