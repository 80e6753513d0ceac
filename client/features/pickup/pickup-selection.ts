import {
  NO_PICKUP_SELECTION, parsePickupSelection, type PickupSelection,
} from '../../../shared/pickup/pickup-bag';
import { createLocalStore, useLocalStore } from '../../lib/local-store';

// The store chosen for pickup and the delivery method (SPEC §3: defaults to shipping), on the device.

const pickupSelection = createLocalStore<PickupSelection>('toy-shop:pickup-selection', parsePickupSelection, NO_PICKUP_SELECTION);

/** The chosen pickup store and delivery method; follows this tab and the others. */
export function usePickupSelection(): PickupSelection {
  return useLocalStore(pickupSelection);
}

/** The selection now, outside React (checkout reads it when it starts). */
export function readPickupSelection(): PickupSelection {
  return pickupSelection.read();
}

/** Chooses a store for pickup: it becomes the selected store and the delivery method `pickup`. */
export function choosePickupStore(storeId: string): void {
  pickupSelection.write({ storeId, deliveryMethod: 'pickup' });
}

/** Forgets the chosen store: back to shipping. */
export function clearPickupStore(): void {
  pickupSelection.write(NO_PICKUP_SELECTION);
}
