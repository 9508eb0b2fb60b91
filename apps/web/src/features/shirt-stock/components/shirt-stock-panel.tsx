import { useState, type FormEvent } from 'react';
import { Alert, Loader, Table, Text, TextInput } from '@mantine/core';
import {
  EVENT_CITIES, SHIRT_STOCK_MAX, SHIRT_STOCK_SIZES, SHIRT_STOCK_TOASTS, shirtStockInputSchema, shirtStockItemSchema,
  type EventCity, type ShirtStockItem, type ShirtStockView,
} from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';
import { useSaveShirtStock, useShirtStock } from '../api/shirt-stock.ts';

type CountKey = `${EventCity}|${string}`;
const keyOf = (city: EventCity, size: string): CountKey => `${city}|${size}`;

function initialCounts(view: ShirtStockView): Record<CountKey, string> {
  const counts = {} as Record<CountKey, string>;
  for (const city of EVENT_CITIES) {
    for (const size of SHIRT_STOCK_SIZES) {
      const row = view.rows.find((r) => r.eventCity === city && r.size === size);
      counts[keyOf(city, size)] = row?.onHand == null ? '' : String(row.onHand);
    }
  }
  return counts;
}

/**
 * Shirt stock (docs/decisions/0011-event-day-check-in.md): the event shirts on hand per
 * city and size, with how many check-in has given so far. Each first "Shirt given" takes one, so
 * a count below zero means more were handed over than counted: count again and save.
 */
export function ShirtStockPanel() {
  const stock = useShirtStock();
  if (stock.isPending) return <Loader aria-label="Loading shirt stock" />;
  if (stock.isError) {
    return (
      <Alert color="red" title="Error">
        {errorMessage(stock.error)}
      </Alert>
    );
  }
  return <ShirtStockForm view={stock.data} />;
}

function ShirtStockForm({ view }: { view: ShirtStockView }) {
  const [values, setValues] = useState(() => initialCounts(view));
  const [errors, setErrors] = useState<Partial<Record<CountKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveShirtStock();

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const stock: ShirtStockItem[] = [];
    const found: Partial<Record<CountKey, string>> = {};
    for (const city of EVENT_CITIES) {
      for (const size of SHIRT_STOCK_SIZES) {
        const key = keyOf(city, size);
        const typed = (values[key] ?? '').trim();
        if (!typed) continue;
        const parsed = shirtStockItemSchema.safeParse({ eventCity: city, size, quantity: Number(typed) });
        if (parsed.success) stock.push(parsed.data);
        else found[key] = parsed.error.issues[0]!.message;
      }
    }
    setErrors(found);
    const whole = Object.keys(found).length ? null : shirtStockInputSchema.safeParse({ eventYear: view.eventYear, stock });
    setFormError(whole && !whole.success ? whole.error.issues[0]!.message : null);
    if (!whole?.success) {
      notifyToast(SHIRT_STOCK_TOASTS.saveFailed, 'error');
      return;
    }
    save.mutate(whole.data, {
      onSuccess: () => notifyToast(SHIRT_STOCK_TOASTS.saved, 'success'),
      onError: (error) => {
        setFormError(errorMessage(error));
        notifyToast(SHIRT_STOCK_TOASTS.saveFailed, 'error');
      },
    });
  };

  return (
    <ConfigPanel
      title="Shirt stock"
      description={`Event shirts on hand for ${view.eventYear}, per city and size. Each shirt given at check-in takes one. Leave a size empty to not count it.`}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      {formError && (
        <Alert color="red" title="Shirt stock">
          {formError}
        </Alert>
      )}
      {EVENT_CITIES.map((city) => {
        const rows = view.rows.filter((r) => r.eventCity === city);
        const negative = rows.some((r) => r.onHand !== null && r.onHand < 0);
        return (
          <PanelSection key={city} title={city}>
            {negative && (
              <Text size="sm" c="red.8">
                More shirts were given than counted for a size below. Please count them again and save.
              </Text>
            )}
            <Table.ScrollContainer minWidth={360}>
              <Table aria-label={`${city} shirt stock`} verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Size</Table.Th>
                    <Table.Th scope="col">On hand</Table.Th>
                    <Table.Th scope="col">Given so far</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const key = keyOf(city, row.size);
                    const editable = (SHIRT_STOCK_SIZES as readonly string[]).includes(row.size);
                    return (
                      <Table.Tr key={key}>
                        <Table.Th scope="row" fw={500}>
                          {row.label}
                        </Table.Th>
                        <Table.Td>
                          {editable ? (
                            <TextInput
                              type="number"
                              min={0}
                              max={SHIRT_STOCK_MAX}
                              w={120}
                              aria-label={`${city} ${row.label} on hand`}
                              value={values[key] ?? ''}
                              error={errors[key]}
                              onChange={(e) => {
                                const value = e.currentTarget.value;
                                setValues((v) => ({ ...v, [key]: value }));
                              }}
                            />
                          ) : (
                            <Text size="sm" c="dimmed">
                              Not counted
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{row.given}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </PanelSection>
        );
      })}
    </ConfigPanel>
  );
}
