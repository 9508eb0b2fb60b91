import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SHIRT_QUANTITY_MAX } from '@walkfund/domain';
import { storeKey } from './store-key.ts';

/** A shirt in the cart (public spec 3): size is N/A when the product has no sizes. */
export interface ShirtCartItem {
  slug: string;
  name: string;
  size: string;
  quantity: number;
  /** Unit price in dollars, as the product record gives it. */
  price: number;
}

/**
 * Adds an item: merged into the line of the same product and size while the line stays within the
 * quantity limit, otherwise a new line.
 */
export function addToCart(items: readonly ShirtCartItem[], item: ShirtCartItem): ShirtCartItem[] {
  const index = items.findIndex(
    (i) => i.slug === item.slug && i.size === item.size && i.quantity + item.quantity <= SHIRT_QUANTITY_MAX,
  );
  if (index === -1) return [...items, item];
  return items.map((line, i) => (i === index ? { ...line, quantity: line.quantity + item.quantity, price: item.price } : line));
}

interface ShirtCartStore {
  items: ShirtCartItem[];
  addItem(item: ShirtCartItem): void;
  removeItem(index: number): void;
  clear(): void;
}

export const useShirtCartStore = create<ShirtCartStore>()(
  persist(
    (set) => ({
      items: [],
      addItem: (item) => set((s) => ({ items: addToCart(s.items, item) })),
      removeItem: (index) => set((s) => ({ items: s.items.filter((_, i) => i !== index) })),
      clear: () => set({ items: [] }),
    }),
    { name: storeKey('shirts'), version: 1 },
  ),
);
