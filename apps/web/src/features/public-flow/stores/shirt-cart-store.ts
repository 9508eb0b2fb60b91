import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CHECKOUT_MESSAGES, SHIRT_QUANTITY_MAX } from '@walkfund/domain';
import { storeKey } from './store-key.ts';

/** A shirt in the cart (docs/spec/public-flows.md §3): size is N/A when the product has no sizes. */
export interface ShirtCartItem {
  slug: string;
  name: string;
  size: string;
  quantity: number;
  /** Unit price in dollars, as the product record gives it. */
  price: number;
}

export type AddToCartResult = { ok: true; items: ShirtCartItem[]; line: ShirtCartItem } | { ok: false; error: string };

/**
 * Adds an item: one line per product and size, so the 1-7 quantity rule holds for the total of
 * that shirt and size (med × 2 then med × 7 is refused, never two lines of 9).
 */
export function addToCart(items: readonly ShirtCartItem[], item: ShirtCartItem): AddToCartResult {
  const index = items.findIndex((i) => i.slug === item.slug && i.size === item.size);
  const already = index === -1 ? 0 : items[index]!.quantity;
  if (already + item.quantity > SHIRT_QUANTITY_MAX) {
    const room = SHIRT_QUANTITY_MAX - already;
    return {
      ok: false,
      error: `${CHECKOUT_MESSAGES.quantityPerSize} Your cart already has ${already}${room > 0 ? `, so you can add up to ${room} more` : ''}.`,
    };
  }
  if (index === -1) return { ok: true, items: [...items, item], line: item };
  const line = { ...items[index]!, quantity: already + item.quantity, price: item.price };
  return { ok: true, items: items.map((l, i) => (i === index ? line : l)), line };
}

interface ShirtCartStore {
  items: ShirtCartItem[];
  /** Adds to the cart, or answers why not (the merged quantity would pass the limit). */
  addItem(item: ShirtCartItem): AddToCartResult;
  removeItem(index: number): void;
  clear(): void;
}

export const useShirtCartStore = create<ShirtCartStore>()(
  persist(
    (set, get) => ({
      items: [],
      addItem: (item) => {
        const result = addToCart(get().items, item);
        if (result.ok) set({ items: result.items });
        return result;
      },
      removeItem: (index) => set((s) => ({ items: s.items.filter((_, i) => i !== index) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: storeKey('shirts'),
      version: 2,
      // Carts saved before lines were merged: one line per product and size, the quantity capped.
      migrate: (state) => {
        const old = (state as { items?: ShirtCartItem[] } | undefined)?.items ?? [];
        const items: ShirtCartItem[] = [];
        for (const item of old) {
          const line = items.find((l) => l.slug === item.slug && l.size === item.size);
          if (line) line.quantity = Math.min(SHIRT_QUANTITY_MAX, line.quantity + item.quantity);
          else items.push({ ...item });
        }
        return { items } as ShirtCartStore;
      },
    },
  ),
);
