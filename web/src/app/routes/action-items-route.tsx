import { ActionItemsPage } from '@/features/action-items/components/action-items-page';

/** `/action-items`: every open action item. */
export default function ActionItemsRoute() {
  return <ActionItemsPage />;
}
