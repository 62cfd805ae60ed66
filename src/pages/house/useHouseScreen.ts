import { useEffect, useLayoutEffect } from 'react';
import type { Stay } from '../../api/house.ts';
import type { Store } from '../../store/store.ts';
import { clearSelectedDates, setSelectedDates } from './load.ts';

/**
 * The store while a house page is shown: its loaded dates are the selected
 * ones (from when this screen is shown, not while the last one still is), and
 * the flag "gallery modal open" (docs/product/screens.md#house-gallery). Both go when the page does.
 */
export function useHouseScreen(store: Store, stay: Stay | null, isGallery: boolean) {
  useLayoutEffect(() => {
    setSelectedDates(store, stay ?? { from: null, to: null });
  }, [store, stay]);
  useEffect(() => {
    store.modals = { fullscreen: isGallery };
  }, [isGallery, store]);
  useEffect(
    () => () => {
      store.modals = { fullscreen: false };
      clearSelectedDates(store);
    },
    [store],
  );
}
