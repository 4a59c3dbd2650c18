import { useParams } from 'react-router-dom';
import { ComplianceCalendarPage } from '@/features/compliance-calendar/components/compliance-calendar-page';
import { programFormPath } from '@/features/program-area/hooks/program-paths';
import { FlagGate } from '../flag-gate';

/** `/program/:programId/calendar`: the program's Compliance Calendar, behind rollout-compliance-calendar. */
export default function ComplianceCalendarRoute() {
  const { programId = '' } = useParams();
  return (
    <FlagGate flag="rollout-compliance-calendar">
      <ComplianceCalendarPage key={programId} programId={programId} hrefOf={(entry) => (entry.formId ? programFormPath(programId, entry.formId) : entry.link)} />
    </FlagGate>
  );
}
