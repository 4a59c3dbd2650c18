import { useParams } from 'react-router-dom';
import { FacilitiesPage } from '@/features/facilities/components/facilities-page';
import { FlagGate } from '../flag-gate';

/** `/profile/facilities/user/{userId}`: the user's facilities, behind the home-facility flag. */
export default function FacilitiesRoute() {
  const { userId = '' } = useParams();
  return (
    <FlagGate flag="home-facility">
      <FacilitiesPage userId={userId} />
    </FlagGate>
  );
}
