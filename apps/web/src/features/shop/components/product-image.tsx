import { Center, Image } from '@mantine/core';

/** A T-shirt drawn inline: the stand-in for a product without a photo. */
export function ShirtPlaceholder({ size = 140 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label="T-shirt" focusable="false">
      <path
        d="M42 14 L22 22 L6 44 L22 54 L30 46 L30 106 L90 106 L90 46 L98 54 L114 44 L98 22 L78 14 C74 24 66 28 60 28 C54 28 46 24 42 14 Z"
        fill="var(--mantine-color-blue-1)"
        stroke="var(--mantine-color-blue-7)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M42 14 C46 24 54 28 60 28 C66 28 74 24 78 14" fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth="3" />
    </svg>
  );
}

/**
 * What a shirt product is shown with (finding 15 of docs/features/walkthrough-findings.md): its own photo, else the event shirt image set in
 * Product(s) Configuration; empty when neither exists (then the shirt is drawn).
 */
export function productImageSrc(product: { image?: string | null }, settings: { eventShirtSettings: { eventShirtImage: string } }): string {
  return product.image || settings.eventShirtSettings.eventShirtImage || '';
}

interface ProductImageProps {
  src: string | null | undefined;
  /** The product's name for a photo; empty when the name is already beside it. */
  alt: string;
  h: number;
}

/** The product's photo, or the drawn shirt when it has none. */
export function ProductImage({ src, alt, h }: ProductImageProps) {
  if (src) return <Image src={src} alt={alt} h={h} fit="contain" bg="gray.1" radius="md" />;
  return (
    <Center h={h} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <ShirtPlaceholder size={Math.min(160, h - 40)} />
    </Center>
  );
}
