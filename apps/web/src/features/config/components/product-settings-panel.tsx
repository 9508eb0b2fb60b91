import { useState } from 'react';
import { Badge, Button, Card, Group, Image, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { ADMIN_PRODUCT_SIZE_OPTIONS, MIN_PRODUCT_PRICE_DOLLARS, PRODUCT_NAME_MAX_LENGTH, newProductSchema, shirtSizeName, shirtSizeOptions } from '@walkfund/domain';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { formatDollars } from '../../../lib/format.ts';
import { ConfigPanel, PanelSection, keepEnterFromSaving } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

interface ProductDraft {
  name: string;
  price: number | string;
  sizes: string[];
  image: string;
  isGridded: boolean;
}
const EMPTY_PRODUCT: ProductDraft = { name: '', price: '', sizes: [], image: '', isGridded: false };

/**
 * Product(s) Configuration: the event shirt switch and image, the products with their active
 * toggles, and the add-new-product form (added only once name, price and image all exist; cleared
 * after adding). Everything is saved with Save; saved products keep their ids and slugs.
 */
export function ProductSettingsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('product', settings);
  const values = form.getValues();
  const [draft, setDraft] = useState<ProductDraft>(EMPTY_PRODUCT);
  const [draftErrors, setDraftErrors] = useState<Partial<Record<keyof ProductDraft, string>>>({});
  const complete = draft.name.trim() !== '' && draft.price !== '' && draft.image !== '';

  const addProduct = () => {
    const parsed = newProductSchema.safeParse({ ...draft, active: true });
    if (!parsed.success) {
      const errors: Partial<Record<keyof ProductDraft, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ProductDraft] ??= issue.message;
      setDraftErrors(errors);
      return;
    }
    form.insertListItem('products', parsed.data);
    setDraft(EMPTY_PRODUCT);
    setDraftErrors({});
  };

  return (
    <ConfigPanel title="Product(s) Configuration" description="Products and images are saved with Save." onSubmit={onSubmit} saving={saving}>
      <PanelSection title="Event Shirt">
        <Switch label="Event Shirt" description="Offer event shirts in the public flow." {...form.getInputProps('hasEventShirt', { type: 'checkbox' })} />
        <ImageUpload
          purpose="shirt"
          label={values.eventShirtSettings.eventShirtImage ? 'Change Event Shirt Image' : 'Upload Event Shirt Image'}
          imageUrl={values.eventShirtSettings.eventShirtImage}
          imageAlt="Event shirt"
          width={200}
          onUploaded={(url) => form.setFieldValue('eventShirtSettings.eventShirtImage', url)}
        />
      </PanelSection>

      <PanelSection title="Products">
        {values.products.length === 0 && (
          <Text size="sm" c="dimmed">
            No products have been added.
          </Text>
        )}
        {values.products.map((product, index) => (
          <Card key={product.id ?? `new-${index}`} withBorder padding="xs" component="article" aria-label={product.name}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                {product.image ? (
                  <Image src={product.image} alt={product.name} w={56} h={56} fit="contain" />
                ) : (
                  <Text size="xs" c="dimmed" w={56} ta="center">
                    No photo
                  </Text>
                )}
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{product.name}</Text>
                  <Text size="sm">{formatDollars(product.price)}</Text>
                  <Group gap={4}>
                    {product.sizes.map((size) => (
                      <Badge key={size} variant="outline" size="sm">
                        {shirtSizeName(size)}
                      </Badge>
                    ))}
                    {product.isGridded && <Badge size="sm">Gridded</Badge>}
                  </Group>
                </Stack>
              </Group>
              <Switch label="Active" aria-label={`${product.name} active`} {...form.getInputProps(`products.${index}.active`, { type: 'checkbox' })} />
            </Group>
            {/* Finding 15 of docs/features/walkthrough-findings.md: a product saved without a photo shows the event shirt image until it has one. */}
            <Group gap="sm" mt="xs" align="flex-end" wrap="nowrap">
              <ImageUpload
                purpose="product"
                label={product.image ? `Change ${product.name} Photo` : `Add ${product.name} Photo`}
                width={120}
                onUploaded={(url) => form.setFieldValue(`products.${index}.image`, url)}
              />
              {!product.image && (
                <Text size="xs" c="dimmed">
                  {values.eventShirtSettings.eventShirtImage ? 'Until it has a photo, the event shirt image is shown.' : 'Until it has a photo, a drawn shirt is shown.'}
                </Text>
              )}
            </Group>
          </Card>
        ))}
      </PanelSection>

      <PanelSection title="Add New Product">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Product Name"
            value={draft.name}
            maxLength={PRODUCT_NAME_MAX_LENGTH}
            error={draftErrors.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            onKeyDown={keepEnterFromSaving}
          />
          <NumberInput
            clampBehavior="none"
            label="Price"
            leftSection="$"
            min={MIN_PRODUCT_PRICE_DOLLARS}
            decimalScale={2}
            allowNegative={false}
            value={draft.price}
            error={draftErrors.price}
            onChange={(price) => setDraft({ ...draft, price })}
            onKeyDown={keepEnterFromSaving}
          />
        </SimpleGrid>
        <MultiSelect
          label="Sizes"
          placeholder="Choose sizes"
          data={shirtSizeOptions(ADMIN_PRODUCT_SIZE_OPTIONS)}
          value={draft.sizes}
          onChange={(sizes) => setDraft({ ...draft, sizes })}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          label="Gridded"
          checked={draft.isGridded}
          onChange={(event) => setDraft({ ...draft, isGridded: event.currentTarget.checked })}
        />
        <Text size="sm">A photo of the product is required: buyers see it on the T-shirt pages.</Text>
        <ImageUpload
          purpose="product"
          label={draft.image ? 'Change Product Image' : 'Upload Product Image'}
          imageUrl={draft.image}
          imageAlt="New product"
          width={200}
          onUploaded={(url) => setDraft((current) => ({ ...current, image: url }))}
        />
        {draftErrors.image && (
          <Text c="red" size="sm" role="alert">
            {draftErrors.image}
          </Text>
        )}
        <Button variant="light" onClick={addProduct} disabled={!complete} style={{ alignSelf: 'flex-start' }}>
          Add Product
        </Button>
      </PanelSection>
    </ConfigPanel>
  );
}
