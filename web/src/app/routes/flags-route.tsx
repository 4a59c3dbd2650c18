import { FlagsPage } from '@/features/internal-tools/components/flags-page';
import { InternalToolsGate } from '@/features/internal-tools/components/internal-tools-gate';

/** `/flags`: the feature flags, for internal-tools users (can_view_internal_tools on the platform). */
export default function FlagsRoute() {
  return (
    <InternalToolsGate>
      <FlagsPage />
    </InternalToolsGate>
  );
}
