import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export interface KitDownload {
  label: string;
  filename: string;
  fetch: () => Promise<Blob>;
}

/** Buttons that download files of the kit (a poster, a QR code), each saving under its name. */
export function KitDownloads({ downloads }: { downloads: KitDownload[] }) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (item: KitDownload) => {
    setPending(item.label);
    setError(null);
    try {
      saveBlob(await item.fetch(), item.filename);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(null);
    }
  };
  return (
    <>
      <Group gap="sm">
        {downloads.map((item) => (
          <Button key={item.label} variant="light" loading={pending === item.label} disabled={pending !== null && pending !== item.label} onClick={() => void download(item)}>
            {item.label}
          </Button>
        ))}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
