import { useParams } from 'react-router-dom';
import { ProgramMetricsPage } from '@/features/metrics/components/program-metrics-page';

/** `/studio/campus/:campusId/program/:programId/metrics`: the program's Metrics. */
export default function ProgramMetricsRoute() {
  const { programId = '' } = useParams();
  return <ProgramMetricsPage key={programId} programId={programId} />;
}
