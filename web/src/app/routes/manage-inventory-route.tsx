import { useParams } from 'react-router-dom';
import { InventoryPage } from '@/features/inventory/components/inventory-page';
import { FlagGate } from '../flag-gate';

/** `/manage-inventory/{inventoryId}`: an inventory's containers, behind rollout-inventory (not found without it). */
export default function ManageInventoryRoute() {
  const { inventoryId = '' } = useParams();
  return (
    <FlagGate flag="rollout-inventory">
      <InventoryPage key={inventoryId} inventoryId={inventoryId} />
    </FlagGate>
  );
}
