import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Box, Button, Modal, Stack, Text } from '@mantine/core';
import { CHECK_IN_QR_MESSAGES, parseCheckInQr } from '@walkfund/domain';
import { startQrReader, type QrReaderFailure } from '../lib/qr-reader.ts';

/**
 * "Scan QR code" (docs/decisions/0011-event-day-check-in.md): a dialog with the back camera that
 * reads the code of a confirmation email and hands its token to `onToken`, then closes. The
 * camera runs only while the dialog is open; the code reader is loaded on the first scan.
 */
export function QrScanner({ onToken }: { onToken: (token: string) => void }) {
  const [opened, setOpened] = useState(false);
  // After a scan the page moves focus to the person found, not back to this button.
  const [returnFocus, setReturnFocus] = useState(true);

  function found(token: string) {
    setReturnFocus(false);
    setOpened(false);
    onToken(token);
  }

  return (
    <>
      <Button
        variant="light"
        onClick={() => {
          setReturnFocus(true);
          setOpened(true);
        }}
      >
        Scan QR code
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Scan QR code" returnFocus={returnFocus}>
        {opened && <CameraReader onToken={found} />}
      </Modal>
    </>
  );
}

type CameraState = 'starting' | 'scanning' | QrReaderFailure;

function CameraReader({ onToken }: { onToken: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [wrongCode, setWrongCode] = useState(false);
  const handleToken = useEffectEvent(onToken);

  useEffect(() => {
    let done = false;
    const stop = startQrReader(video.current!, {
      onStarted: () => setState('scanning'),
      onText: (text) => {
        if (done) return;
        const token = parseCheckInQr(text);
        if (!token) return setWrongCode(true);
        done = true;
        stop();
        handleToken(token);
      },
      onError: (failure) => setState(failure),
    });
    return stop;
  }, []);

  const failed = state === 'camera' || state === 'reader';
  return (
    <Stack gap="sm">
      <Box
        role="region"
        aria-label="Camera view"
        display={failed ? 'none' : undefined}
        bg="dark.7"
        style={{ aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <video ref={video} aria-label="Camera view" muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      </Box>
      {failed ? (
        <Alert color="red" role="alert">
          {CHECK_IN_QR_MESSAGES.cameraUnavailable}
        </Alert>
      ) : (
        <Text role="status">{state === 'starting' ? CHECK_IN_QR_MESSAGES.starting : CHECK_IN_QR_MESSAGES.aim}</Text>
      )}
      {wrongCode && !failed && (
        <Alert color="yellow" role="alert">
          {CHECK_IN_QR_MESSAGES.notCheckInCode}
        </Alert>
      )}
    </Stack>
  );
}
