import { AwayRedirect } from '@/features/away/components/away-redirect';
import { FlagGate } from '../flag-gate';

/** `/away` and `/away/*`: the campus-specific Away redirect, behind the rollout-away-redirect flag. */
export default function AwayRoute() {
  return (
    <FlagGate flag="rollout-away-redirect">
      <AwayRedirect />
    </FlagGate>
  );
}
