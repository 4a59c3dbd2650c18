import { LibraryFlagGate } from '@/features/libraries/components/library-flag-gate';
import { LibraryManagementPage } from '@/features/libraries/components/library-management-page';

/** `/studio/global/library-management`: the libraries (flag rollout-library-management). */
export default function LibraryManagementRoute() {
  return (
    <LibraryFlagGate>
      <LibraryManagementPage />
    </LibraryFlagGate>
  );
}
