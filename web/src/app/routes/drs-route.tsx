import { DrsPage } from '@/features/internal-tools/components/drs-page';
import { InternalToolsGate } from '@/features/internal-tools/components/internal-tools-gate';

/** `/drs`: the data retention schedule (planned; the page says why), for internal-tools users. */
export default function DrsRoute() {
  return (
    <InternalToolsGate>
      <DrsPage />
    </InternalToolsGate>
  );
}
