import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { giftSourceFromSearch } from '@walkfund/domain';
import { useGiftStore } from '../stores/gift-store.ts';

/**
 * Keeps the `src` of the page's address (`?src=poster`, docs/features/ask-kit.md) with the gift,
 * so the checkout sends it. Called by the walker's and team's pages and the donate page. A known
 * source replaces the one kept; an address without one, or with an unknown one, changes nothing
 * (the visitor who scanned a poster may go on to the team's page before giving).
 */
export function useGiftSourceFromAddress(): void {
  const { search } = useLocation();
  const setSource = useGiftStore((s) => s.setSource);
  useEffect(() => {
    const source = giftSourceFromSearch(search);
    if (source) setSource(source);
  }, [search, setSource]);
}
