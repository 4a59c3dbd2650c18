import { useParams } from 'react-router-dom';
import { ProgramLayout } from '@/features/program-area/components/program-layout';

/** `/program/:programId/*`: the program area's frame (left menu, breadcrumbs) around its screens. */
export default function ProgramLayoutRoute() {
  const { programId = '' } = useParams();
  return <ProgramLayout key={programId} programId={programId} />;
}
