import { onTestFinished, vi } from 'vitest';

/**
 * Call inside a test. Catches the CSV that Download CSV hands to the browser (AG Grid makes a Blob URL and clicks a
 * link): `text()` resolves with the file's content once it is made. jsdom has no createObjectURL, and
 * refuses AG Grid's MouseEvent (its `view`), so the click is a plain event that navigates nowhere.
 */
export function captureCsvDownload() {
  let file: Blob | null = null;
  const originals = (['createObjectURL', 'revokeObjectURL'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      file = blob;
      return 'blob:report';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.stubGlobal(
    'MouseEvent',
    class extends Event {
      constructor(type: string, init: EventInit = {}) {
        super(type, { bubbles: init.bubbles, cancelable: init.cancelable });
      }
    },
  );
  onTestFinished(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });
  return {
    async text(): Promise<string> {
      if (!file) throw new Error('No CSV was downloaded.');
      // The export starts with a byte order mark when asked; the test reads the text only.
      return (await file.text()).replace(/^\uFEFF/, '');
    },
  };
}
