import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { useShirtCartStore } from '../../public-flow/index.ts';
import { SHIRT, buildSettings, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { ProductPage } from './product-page.tsx';
import { ProductsPage } from './products-page.tsx';

const PATH = '/frontend/products/:productSlug';
const URL = '/frontend/products/walk-shirt';

function renderProduct() {
  return renderRoute(
    <>
      <Notifications />
      <ProductPage />
    </>,
    { path: PATH, url: URL },
  );
}

async function add(user: ReturnType<typeof userEvent.setup>, size: string, quantity: number) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Size/ }), size);
  await user.selectOptions(screen.getByRole('combobox', { name: /Quantity/ }), String(quantity));
  await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
}

beforeEach(() => {
  resetPublicStores();
  notifications.clean();
});

describe('Product', () => {
  it('names sizes as people say them, keeping the codes as values', () => {
    renderProduct();
    const size = screen.getByRole('combobox', { name: /Size/ });
    const options = within(size).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([['', 'Choose a size'], ['sm', 'Small'], ['med', 'Medium'], ['lg', 'Large']]);
  });

  it('confirms what was added, and merges a second add of the same size into one line', async () => {
    const user = userEvent.setup();
    renderProduct();
    await add(user, 'med', 2);
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByText('Walk Shirt, Medium × 2. Your cart now has 2 of this shirt in this size.')).toBeTruthy();
    await add(user, 'med', 3);
    expect(useShirtCartStore.getState().items).toEqual([{ slug: 'walk-shirt', name: 'Walk Shirt', size: 'med', quantity: 5, price: 20 }]);
    expect(within(screen.getByRole('region', { name: 'Cart' })).getByText('Walk Shirt (Medium) × 5')).toBeTruthy();
  });

  it('refuses an add that would take one shirt and size past 7 (med × 2 + med × 7)', async () => {
    const user = userEvent.setup();
    renderProduct();
    await add(user, 'med', 2);
    await add(user, 'med', 7);
    expect(
      await screen.findByText('At most 7 of one shirt and size per order. Your cart already has 2, so you can add up to 5 more.'),
    ).toBeTruthy();
    expect(useShirtCartStore.getState().items.map((i) => i.quantity)).toEqual([2]);
  });

  it('draws a shirt when neither the product nor the event has an image', () => {
    renderProduct();
    expect(screen.getByRole('img', { name: 'T-shirt' })).toBeTruthy();
  });

  it('shows the event shirt image for a product without a photo (finding 15 of docs/features/walkthrough-findings.md)', () => {
    renderRoute(<ProductPage />, { path: PATH, url: URL, settings: buildSettings({ eventShirtSettings: { eventShirtImage: '/uploads/event-shirt.webp' } }) });
    expect(screen.queryByRole('img', { name: 'T-shirt' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Walk Shirt' }).getAttribute('src')).toBe('/uploads/event-shirt.webp');
  });
});

describe('Products', () => {
  it('shows each product with its photo, or the drawn shirt when it has none', () => {
    const settings = buildSettings({ products: [SHIRT, { ...SHIRT, id: 2, slug: 'hoodie', name: 'Hoodie', image: '/uploads/hoodie.webp' }] });
    renderRoute(<ProductsPage />, { path: '/frontend/products', settings });
    const walkShirt = screen.getByRole('link', { name: /^Walk Shirt,/ });
    expect(within(walkShirt).getByRole('img', { name: 'T-shirt' })).toBeTruthy();
    const hoodie = screen.getByRole('link', { name: /^Hoodie,/ });
    expect(hoodie.querySelector('img')?.getAttribute('src')).toBe('/uploads/hoodie.webp');
  });
});

describe('Products: the event shirt image (finding 15 of docs/features/walkthrough-findings.md)', () => {
  it("shows a product without a photo with the event shirt image, and a product's own photo before it", () => {
    const settings = buildSettings({
      eventShirtSettings: { eventShirtImage: '/uploads/event-shirt.webp' },
      products: [SHIRT, { ...SHIRT, id: 2, slug: 'hoodie', name: 'Hoodie', image: '/uploads/hoodie.webp' }],
    });
    renderRoute(<ProductsPage />, { path: '/frontend/products', settings });
    const walkShirt = screen.getByRole('link', { name: /^Walk Shirt,/ });
    expect(within(walkShirt).queryByRole('img', { name: 'T-shirt' })).toBeNull();
    expect(walkShirt.querySelector('img')?.getAttribute('src')).toBe('/uploads/event-shirt.webp');
    expect(screen.getByRole('link', { name: /^Hoodie,/ }).querySelector('img')?.getAttribute('src')).toBe('/uploads/hoodie.webp');
  });
});
