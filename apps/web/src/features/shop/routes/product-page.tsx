import { useState } from 'react';
import { Alert, Anchor, Button, Card, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NO_SIZE, SHIRT_QUANTITY_MAX, SHIRT_QUANTITY_MIN, formatCents, shirtSizeName, shirtSizeOptions, toCents } from '@walkfund/domain';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useEventSettings } from '../../settings/index.ts';
import { ProductImage, productImageSrc } from '../components/product-image.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { ShirtCart } from '../components/shirt-cart.tsx';
import { useShirtCartStore } from '../../public-flow/index.ts';

const QUANTITIES = Array.from({ length: SHIRT_QUANTITY_MAX - SHIRT_QUANTITY_MIN + 1 }, (_, i) => String(SHIRT_QUANTITY_MIN + i));

/** /frontend/products/:productSlug: size, quantity 1-7, Add To Cart (a size first), running total. */
export function ProductPage() {
  const { productSlug = '' } = useParams();
  const settings = useEventSettings();
  const addItem = useShirtCartStore((s) => s.addItem);
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(String(SHIRT_QUANTITY_MIN));
  const [refusal, setRefusal] = useState<string | null>(null);

  if (settings.isPending) return <FullPageLoader />;
  if (!settings.data?.hasEventShirt) return <Navigate to={paths.frontend('summary')} replace />;
  const product = settings.data.products.find((p) => p.active && p.slug === productSlug);
  if (!product) return <Navigate to={paths.frontend('products')} replace />;

  const image = productImageSrc(product, settings.data);
  const hasSizes = product.sizes.length > 0;
  const priceCents = toCents(product.price);
  const count = Number(quantity);
  const canAdd = !hasSizes || size !== '';

  const add = () => {
    if (!canAdd) return;
    const result = addItem({ slug: product.slug ?? productSlug, name: product.name, size: hasSizes ? size : NO_SIZE, quantity: count, price: product.price });
    if (!result.ok) {
      setRefusal(result.error);
      return;
    }
    setRefusal(null);
    const sizeText = hasSizes ? `, ${shirtSizeName(size)}` : '';
    notifySuccess('Added to cart', `${product.name}${sizeText} × ${count}. Your cart now has ${result.line.quantity} of this shirt${hasSizes ? ' in this size' : ''}.`);
    setSize('');
    setQuantity(String(SHIRT_QUANTITY_MIN));
  };

  return (
    <PublicPage title={product.name}>
      <Anchor component={Link} to={paths.frontend('products')}>
        Back to All Products
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ProductImage src={image} alt={product.name} h={280} />
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {formatCents(priceCents)} each
            </Title>
            {hasSizes && (
              <NativeSelect
                label="Size"
                withAsterisk
                data={[{ value: '', label: 'Choose a size' }, ...shirtSizeOptions(product.sizes)]}
                value={size}
                onChange={(e) => setSize(e.currentTarget.value)}
              />
            )}
            <NativeSelect label="Quantity" data={QUANTITIES} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
            <Text fw={600} aria-live="polite">
              Total: {formatCents(priceCents * count)}
            </Text>
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Button onClick={add} disabled={!canAdd}>
              Add To Cart
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <ShirtCart />
    </PublicPage>
  );
}
