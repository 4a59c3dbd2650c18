import { LaundryLocationsPage } from '@/features/libraries/components/laundry-locations-page';

/** `/manage/laundry-locations`: Manage Laundry Locations, the PPE coordinator's Home entry. */
export default function LaundryLocationsRoute() {
  return <LaundryLocationsPage />;
}
