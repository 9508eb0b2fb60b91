import { Stack, Text, Title } from '@mantine/core';
import type { ShippingLabel } from '../lib/invoice.ts';

/** The printable shipping labels: one per parcel, one per printed page. */
export function ShippingLabels({ labels, from }: { labels: ShippingLabel[]; from: string }) {
  return (
    <Stack gap="md" className="shipping-labels" component="section" aria-labelledby="shipping-labels-title">
      <Title order={2} size="h4" id="shipping-labels-title" className="shipping-labels-title">
        Shipping {labels.length === 1 ? 'Label' : 'Labels'}
      </Title>
      {labels.map((label, index) => (
        <div className="shipping-label" key={`${label.name}-${index}`} data-testid="shipping-label">
          <Text size="xs" tt="uppercase" fw={700}>
            From: {from}
          </Text>
          <Text size="xs" tt="uppercase" fw={700} mt="md">
            Ship to:
          </Text>
          <Text fw={700} size="lg">
            {label.name}
          </Text>
          <Text size="lg">{label.address.address}</Text>
          <Text size="lg">
            {label.address.city}, {label.address.state} {label.address.zipcode}
          </Text>
          {label.contents.length > 0 && (
            <Text size="xs" mt="sm">
              Contents: {label.contents.join('; ')}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
