import { Alert, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { UI_MESSAGES, formatCents, toCents } from '@walkfund/domain';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useEventSettings } from '../../settings/index.ts';
import { ProductImage, productImageSrc } from '../components/product-image.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { ShirtCart } from '../components/shirt-cart.tsx';

/** /frontend/products: the active shirt products, only when the event has shirts. */
export function ProductsPage() {
  const settings = useEventSettings();
  if (settings.isPending) return <FullPageLoader />;
  if (!settings.data?.hasEventShirt) return <Navigate to={paths.frontend('summary')} replace />;
  const products = settings.data.products.filter((p) => p.active && p.slug);

  return (
    <PublicPage title="Event T-Shirts" description="Wear your support on walk day.">
      <Alert color="blue" variant="light" role="note">
        {UI_MESSAGES.shippingNote}
      </Alert>
      <ShirtCart />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {products.map((p) => (
          <Card
            key={p.slug}
            withBorder
            padding="md"
            component={Link}
            to={paths.product(p.slug ?? '')}
            aria-label={`${p.name}, ${formatCents(toCents(p.price))}`}
          >
            <Card.Section>
              <ProductImage src={productImageSrc(p, settings.data)} alt="" h={220} />
            </Card.Section>
            <Stack gap={2} mt="sm">
              <Text fw={600}>{p.name}</Text>
              <Text c="dimmed">{formatCents(toCents(p.price))}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {products.length === 0 && <Text c="dimmed">No T-shirts are offered right now.</Text>}
    </PublicPage>
  );
}
