import { useParams } from 'react-router-dom';
import { ExplorerConfigPage } from '@/features/data-explorer/components/explorer-config-page';

/** `/studio/campus/:campusId/program/:programId/data-explorer-config`: the program's Data Explorer Configuration. */
export default function DataExplorerConfigRoute() {
  const { programId = '' } = useParams();
  return <ExplorerConfigPage key={programId} programId={programId} />;
}
