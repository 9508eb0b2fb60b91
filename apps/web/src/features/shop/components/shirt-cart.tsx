import { Button, Card, CloseButton, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents, shirtSizeName } from '@walkfund/domain';
import { useNavigate } from 'react-router';
import { useShirtCartStore, useCart, shirtLineCents, nextFlowPath } from '../../public-flow/index.ts';
import { AmountRow } from '../../../components/public/amount-row.tsx';

/** The shirts in the cart with shipping, total and Checkout; nothing while the cart holds no shirt. */
export function ShirtCart() {
  const { shirts, totals, supportingComplete, contactComplete } = useCart();
  const removeItem = useShirtCartStore((s) => s.removeItem);
  const navigate = useNavigate();
  if (shirts.length === 0) return null;
  const shirtsTotal = totals.shirtsCents + totals.shippingCents;
  return (
    <Card withBorder padding="md" component="section" aria-label="Cart">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Cart
        </Title>
        {shirts.map((item, index) => (
          <Group key={`${item.slug}-${item.size}-${index}`} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {item.name} ({shirtSizeName(item.size)}) × {item.quantity}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" fw={500}>
                {formatCents(shirtLineCents(item))}
              </Text>
              <CloseButton size="sm" aria-label={`Remove ${item.name} (${shirtSizeName(item.size)})`} onClick={() => removeItem(index)} />
            </Group>
          </Group>
        ))}
        <AmountRow label="Shipping" cents={totals.shippingCents} />
        <Divider />
        <AmountRow label="T-shirt total" cents={shirtsTotal} strong />
        <Button onClick={() => navigate(nextFlowPath({ supportingComplete, contactComplete }))} fullWidth>
          Checkout
        </Button>
      </Stack>
    </Card>
  );
}
