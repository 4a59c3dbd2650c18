import { useParams } from 'react-router-dom';
import { LibraryConfigurePage } from '@/features/libraries/components/library-configure-page';
import { LibraryFieldsPage } from '@/features/libraries/components/library-fields-page';
import { LibraryFlagGate } from '@/features/libraries/components/library-flag-gate';
import { LibraryFrame, type LibraryTab } from '@/features/libraries/components/library-frame';
import { LibraryImportPage } from '@/features/libraries/components/library-import-page';
import { LibraryItemPage } from '@/features/libraries/components/library-item-page';
import { LibraryItemsPage } from '@/features/libraries/components/library-items-page';
import { LibraryPermissionsPage } from '@/features/libraries/components/library-permissions-page';
import Alert from '@mui/material/Alert';

const titles: Record<LibraryTab, string> = {
  items: 'Items',
  configure_fields: 'Configure fields',
  configure: 'Configure',
  detail: 'Item',
  import: 'Import',
  permissions: 'Permissions',
};

/** One library screen in its frame (flag rollout-library-management). */
function LibraryScreen({ tab }: { tab: LibraryTab }) {
  const { libraryId = '', detailId = '' } = useParams();
  return (
    <LibraryFlagGate>
      <LibraryFrame key={libraryId} libraryId={libraryId} tab={tab} title={titles[tab]}>
        {(library) => {
          switch (tab) {
            case 'configure_fields':
              return <LibraryFieldsPage library={library} />;
            case 'configure':
              return <LibraryConfigurePage key={library.version} library={library} />;
            case 'import':
              return <LibraryImportPage library={library} />;
            case 'permissions':
              // Also what an admin sees right after taking their own admin grant back.
              return library.permissions.canConfigure ? (
                <LibraryPermissionsPage library={library} />
              ) : (
                <Alert severity="info">Only the administrators of this library may see and change who has access to it.</Alert>
              );
            case 'detail':
              return <LibraryItemPage key={detailId} library={library} detailId={detailId} />;
            default:
              return <LibraryItemsPage library={library} />;
          }
        }}
      </LibraryFrame>
    </LibraryFlagGate>
  );
}

/** `/studio/global/library/{libraryId}`: the library's items. */
export default function LibraryItemsRoute() {
  return <LibraryScreen tab="items" />;
}

/** `/studio/global/library/{libraryId}/configure_fields`. */
export const LibraryFieldsRoute = () => <LibraryScreen tab="configure_fields" />;

/** `/studio/global/library/{libraryId}/configure`. */
export const LibraryConfigureRoute = () => <LibraryScreen tab="configure" />;

/** `/studio/global/library/{libraryId}/detail/{detailId}`. */
export const LibraryDetailRoute = () => <LibraryScreen tab="detail" />;

/** `/studio/global/library/{libraryId}/import`. */
export const LibraryImportRoute = () => <LibraryScreen tab="import" />;

/** `/studio/global/library/{libraryId}/permissions`: who administers, edits and views the library. */
export const LibraryAccessRoute = () => <LibraryScreen tab="permissions" />;
