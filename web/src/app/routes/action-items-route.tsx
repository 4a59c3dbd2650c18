import { ActionItemsPage } from '@/features/action-items/components/action-items-page';

/** `/action-items`: the caller's action items, open or completed. */
export default function ActionItemsRoute() {
  return <ActionItemsPage />;
}
