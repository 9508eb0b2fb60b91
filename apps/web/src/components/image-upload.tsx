import { useState } from 'react';
import { Box, Center, FileButton, Image, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_ACCEPT, UPLOAD_FIELDS, UPLOAD_MAX_BYTES, uploadResponseSchema, uploadTooLargeMessage, type UploadPurpose, type UploadResponse } from '@walkfund/domain';
import { ApiError, apiFetch, errorMessage } from '../lib/api-client.ts';

/**
 * POST /v1/uploads (docs/decisions/0116-images.md): multipart with `purpose` first, then `file`, so the server
 * can refuse a purpose before reading the image. Answers 201 {url}. A file over the purpose's limit
 * is refused here, before sending, with the same message the server's 413 carries.
 */
export async function uploadImage(purpose: UploadPurpose, file: File): Promise<UploadResponse> {
  if (file.size > UPLOAD_MAX_BYTES[purpose]) throw new ApiError(413, uploadTooLargeMessage(purpose), null);
  const form = new FormData();
  form.append(UPLOAD_FIELDS.purpose, purpose);
  form.append(UPLOAD_FIELDS.file, file, file.name);
  return apiFetch('/uploads', { method: 'POST', body: form, schema: uploadResponseSchema });
}

export function useUploadImage(purpose: UploadPurpose) {
  return useMutation({ mutationFn: (file: File) => uploadImage(purpose, file) });
}

interface ImageUploadProps {
  purpose: UploadPurpose;
  /** The button's name, e.g. "Upload Team Image" or "Change Team Image". */
  label: string;
  /** The current image, shown inside the button. */
  imageUrl?: string | null;
  imageAlt?: string;
  /** Preview width in pixels (team images are shown 300 wide). */
  width?: number;
  disabled?: boolean;
  /** Called with the stored image's URL; the caller saves it (PATCH) and reports the result. */
  onUploaded: (url: string) => void | Promise<void>;
}

/**
 * An image picker that uploads at once: the current image (or an empty frame) is the button, with
 * its label under it. A file too large for its purpose is refused before sending; the server's
 * message is shown for a 400 (not an image) or 413 (too large).
 */
export function ImageUpload({ purpose, label, imageUrl, imageAlt = '', width = 300, disabled = false, onUploaded }: ImageUploadProps) {
  const upload = useUploadImage(purpose);
  const [saving, setSaving] = useState(false);
  const busy = upload.isPending || saving;

  const pick = async (file: File | null) => {
    if (!file) return;
    upload.reset();
    const stored = await upload.mutateAsync(file).catch(() => null);
    if (!stored) return;
    setSaving(true);
    try {
      await onUploaded(stored.url);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6} maw={width} w="100%">
      <FileButton onChange={(file) => void pick(file)} accept={UPLOAD_ACCEPT} disabled={disabled || busy} inputProps={{ 'aria-label': label }}>
        {(props) => (
          <UnstyledButton
            {...props}
            disabled={disabled || busy}
            aria-busy={busy}
            style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px dashed var(--mantine-color-gray-4)', overflow: 'hidden' }}
          >
            <Box pos="relative">
              {imageUrl ? (
                <Image src={imageUrl} alt={imageAlt} w="100%" />
              ) : (
                <Center h={Math.round(width * 0.6)} bg="gray.0" aria-hidden="true">
                  <Text c="dimmed" size="sm">
                    No image yet
                  </Text>
                </Center>
              )}
              {busy && (
                <Center pos="absolute" inset={0} bg="rgba(255,255,255,0.7)">
                  <Loader size="sm" aria-label="Uploading image" />
                </Center>
              )}
            </Box>
            <Text ta="center" fw={600} size="sm" py={6} c="blue.7">
              {label}
            </Text>
          </UnstyledButton>
        )}
      </FileButton>
      {upload.isError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(upload.error)}
        </Text>
      )}
    </Stack>
  );
}
