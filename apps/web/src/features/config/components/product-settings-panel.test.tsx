import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdminSettings, expectSaved, onlyPatchBody, renderConfig, uploadedUrl } from '../testing/render-config.tsx';

const png = () => new File([new Uint8Array(100)], 'shirt.png', { type: 'image/png' });
const products = [
  { id: 4, slug: 'walk-t-shirt', name: 'Walk T-Shirt', price: 20, active: true, isGridded: false, sizes: ['Small', 'Medium'], image: '/uploads/walk.webp' },
  { id: 9, slug: 'youth-t-shirt', name: 'Youth T-Shirt', price: 15, active: true, isGridded: true, sizes: ['XSmall'], image: '' },
];

describe('Product(s) Configuration panel', () => {
  it('lists the products with their active toggles and saves only the product fields, ids and slugs kept', async () => {
    const { patches } = renderConfig('/config/product', { settings: buildAdminSettings({ products }) });
    const user = userEvent.setup();
    const walk = await screen.findByRole('article', { name: 'Walk T-Shirt' });
    expect(within(walk).getByText('$20.00')).toBeTruthy();
    expect(within(walk).getByText('Medium')).toBeTruthy();
    // Sizes by the names every screen shows, never their codes.
    expect(within(screen.getByRole('article', { name: 'Youth T-Shirt' })).getByText('X-Small')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Youth T-Shirt active' }));
    await user.click(screen.getByRole('switch', { name: /^Event Shirt/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect(await onlyPatchBody(patches)).toEqual({
      hasEventShirt: false,
      eventShirtSettings: { eventShirtImage: '' },
      products: [products[0], { ...products[1], active: false }],
    });
  });

  it('adds a product only once name, price and image exist, and clears the form after adding', async () => {
    const { patches, fetchMock } = renderConfig('/config/product');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Product(s) Configuration' });
    expect(screen.getByText('No products have been added.')).toBeTruthy();
    const add = () => screen.getByRole('button', { name: 'Add Product' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    await user.type(screen.getByLabelText('Product Name'), 'Event Hat');
    await user.type(screen.getByLabelText('Price'), '18');
    expect(add().disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Sizes' }));
    await user.click(await screen.findByRole('option', { name: '2X-Large', hidden: true }));
    await user.upload(screen.getByLabelText('Upload Product Image'), png());
    await waitFor(() => expect(add().disabled).toBe(false));
    const [, upload] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/uploads')!;
    expect((upload?.body as FormData).get('purpose')).toBe('product');
    await user.click(screen.getByRole('switch', { name: 'Gridded' }));
    await user.click(add());

    expect(screen.getByRole('article', { name: 'Event Hat' })).toBeTruthy();
    expect((screen.getByLabelText('Product Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Upload Product Image')).toBeTruthy();
    expect(add().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect((await onlyPatchBody(patches)).products).toEqual([
      { name: 'Event Hat', price: 18, sizes: ['2XLarge'], image: uploadedUrl(1), isGridded: true, active: true },
    ]);
  });

  it('refuses a price under 5 with its message, adding nothing', async () => {
    renderConfig('/config/product');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Product(s) Configuration' });
    await user.type(screen.getByLabelText('Product Name'), 'Sticker');
    await user.type(screen.getByLabelText('Price'), '4');
    await user.upload(screen.getByLabelText('Upload Product Image'), png());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add Product' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText('Price must be at least 5.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Sticker' })).toBeNull();
  });

  it('uploads the event shirt image as a shirt image', async () => {
    const { patches, fetchMock } = renderConfig('/config/product');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Upload Event Shirt Image'), png());
    await waitFor(() => expect(screen.getByLabelText('Change Event Shirt Image')).toBeTruthy());
    const [, upload] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/uploads')!;
    expect((upload?.body as FormData).get('purpose')).toBe('shirt');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await onlyPatchBody(patches)).eventShirtSettings).toEqual({ eventShirtImage: uploadedUrl(1) });
  });

  it('asks for a photo of a saved product without one, uploads it as a product image and saves it (finding 15 of docs/features/walkthrough-findings.md)', async () => {
    const { patches, fetchMock } = renderConfig('/config/product', { settings: buildAdminSettings({ products }) });
    const user = userEvent.setup();
    const youth = await screen.findByRole('article', { name: 'Youth T-Shirt' });
    expect(within(youth).getByText('No photo')).toBeTruthy();
    expect(within(youth).getByText('Until it has a photo, a drawn shirt is shown.')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Walk T-Shirt' })).getByLabelText('Change Walk T-Shirt Photo')).toBeTruthy();
    expect(screen.getByText('A photo of the product is required: buyers see it on the T-shirt pages.')).toBeTruthy();
    await user.upload(within(youth).getByLabelText('Add Youth T-Shirt Photo'), png());
    await waitFor(() => expect(within(youth).getByLabelText('Change Youth T-Shirt Photo')).toBeTruthy());
    const [, upload] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/uploads')!;
    expect((upload?.body as FormData).get('purpose')).toBe('product');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect((await onlyPatchBody(patches)).products).toEqual([products[0], { ...products[1], image: uploadedUrl(1) }]);
  });
});
