import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reads QR codes from the phone's camera (docs/decisions/0011-event-day-check-in.md): frames of
 * the back camera are drawn to a canvas and given to ZXing (zxing-wasm's reader). The reader is
 * imported only when a scan starts, and its .wasm is served by our own origin (Vite's `?url`),
 * never the package's default CDN.
 */

/** Why reading stopped: the camera was refused or is missing, or the reader did not load. */
export type QrReaderFailure = 'camera' | 'reader';

export interface QrReaderHandlers {
  /** The camera shows in the video element. */
  onStarted?: () => void;
  /** Each code read, as its text; called again for every frame that shows a code until stopped. */
  onText: (text: string) => void;
  onError: (failure: QrReaderFailure, error: unknown) => void;
}

/** Frames read per second at most: enough to feel instant, light on a phone's battery. */
const FRAME_INTERVAL_MS = 150;
/** Frames are scaled down to this width before reading: a code held up to the camera stays readable. */
const FRAME_MAX_WIDTH = 640;

/** The reader's .wasm, served by our origin: the offline app keeps it (offline-app.ts). */
export const QR_READER_WASM_URL: string = wasmUrl;

type ZXingReader = typeof import('zxing-wasm/reader');
let reader: Promise<ZXingReader> | undefined;

function loadReader(): Promise<ZXingReader> {
  reader ??= import('zxing-wasm/reader').then((zxing) => {
    zxing.prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    });
    return zxing;
  });
  // A failed load (offline, a new deploy) may be tried again by the next scan.
  reader.catch(() => {
    reader = undefined;
  });
  return reader;
}

/**
 * Loads the reader's code ahead of the first scan (the offline app, while there is signal), so a
 * phone that never scanned before losing signal still scans; a failure waits for the first scan.
 */
export function preloadQrReader(): void {
  loadReader().catch(() => undefined);
}

/**
 * Starts the back camera in `video` and reads its frames until the returned function is called,
 * which stops the camera (also when called before the camera answered).
 */
export function startQrReader(video: HTMLVideoElement, handlers: QrReaderHandlers): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopStream = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    if (video.srcObject) video.srcObject = null;
  };

  async function run() {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API (the page must be served over https).');
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream = media;
      if (stopped) return stopStream();
      video.muted = true;
      video.playsInline = true;
      video.srcObject = media;
      await video.play();
    } catch (error) {
      stopStream();
      if (!stopped) handlers.onError('camera', error);
      return;
    }
    if (stopped) return;
    handlers.onStarted?.();

    let zxing: ZXingReader;
    try {
      zxing = await loadReader();
    } catch (error) {
      stopStream();
      if (!stopped) handlers.onError('reader', error);
      return;
    }
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) {
      stopStream();
      handlers.onError('reader', new Error('No 2D canvas.'));
      return;
    }

    const readFrame = async () => {
      if (stopped) return;
      try {
        if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          const scale = Math.min(1, FRAME_MAX_WIDTH / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const results = await zxing.readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
          for (const result of results) if (!stopped && result.isValid) handlers.onText(result.text);
        }
      } catch (error) {
        stopStream();
        if (!stopped) handlers.onError('reader', error);
        stopped = true;
        return;
      }
      if (!stopped) timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
    };
    void readFrame();
  }

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopStream();
  };
}
