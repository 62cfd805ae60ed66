import { useCallback } from 'react';
import { useNavigate } from 'react-router';

const KEEP_SCREEN = 'keepScreen';

/**
 * Writes into the address what the screen already shows (the house page's dates and party, the
 * gallery's photo, the explore tab), so that a shared or reloaded link shows the same: the history
 * entry is replaced, and the screen, its data and the scroll position stay (docs/product/screens.md#navigation-and-scrolling).
 */
export function useReplaceAddress(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback((to: string) => navigate(to, { replace: true, state: { [KEEP_SCREEN]: true } }), [navigate]);
}

/** Whether a location was written by useReplaceAddress: the screen on show is already its screen. */
export function keepsScreen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && KEEP_SCREEN in state;
}
