import { describe, expect, it } from 'vitest';
import { checkInPageFiles, workerWithPageFiles, WORKER_FILES_LINE, WORKER_VERSION_LINE, type BuildManifest } from './check-in-precache.ts';

/** A build manifest shaped as Vite writes it: the entry, the layout and the page lazy, a shared chunk, the QR reader lazy in the page. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_web-1.js'] },
  '_web-1.js': {
    file: 'assets/web-1.js',
    imports: ['_react-1.js'],
    css: ['assets/web-1.css'],
    dynamicImports: ['src/app/layouts/back-office-layout.tsx', 'src/features/check-in/routes/check-in-page.tsx', 'src/app/notifications-container.ts', 'src/features/dashboard/routes/dashboard-page.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_modal-1.js': { file: 'assets/modal-1.js', imports: ['_react-1.js'], css: ['assets/modal-1.css'] },
  'src/app/layouts/back-office-layout.tsx': { file: 'assets/back-office-layout-1.js', imports: ['_web-1.js', '_modal-1.js'] },
  'src/features/check-in/routes/check-in-page.tsx': {
    file: 'assets/check-in-page-1.js',
    imports: ['_web-1.js', '_modal-1.js'],
    dynamicImports: ['../../node_modules/zxing-wasm/dist/es/reader/index.js'],
    assets: ['assets/zxing_reader-1.wasm'],
  },
  '../../node_modules/zxing-wasm/dist/es/reader/index.js': { file: 'assets/reader-1.js', imports: ['_reader-helper-1.js'] },
  '_reader-helper-1.js': { file: 'assets/reader-helper-1.js' },
  'src/app/notifications-container.ts': { file: 'assets/notifications-container-1.js', imports: ['_react-1.js'] },
  'src/features/dashboard/routes/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js', imports: ['_web-1.js'] },
};

describe("the check-in page's files, kept by its service worker at install (docs/decisions/0011-event-day-check-in.md)", () => {
  it('lists the entry, the back-office layout, the page, their static imports and styles, the QR reader and its .wasm', () => {
    expect(checkInPageFiles(manifest)).toEqual([
      '/assets/back-office-layout-1.js',
      '/assets/check-in-page-1.js',
      '/assets/index-1.js',
      '/assets/modal-1.css',
      '/assets/modal-1.js',
      '/assets/notifications-container-1.js',
      '/assets/react-1.js',
      '/assets/reader-1.js',
      '/assets/reader-helper-1.js',
      '/assets/web-1.css',
      '/assets/web-1.js',
      '/assets/zxing_reader-1.wasm',
    ]);
  });

  it("leaves out the other pages, which the entry's chunks import lazily", () => {
    expect(checkInPageFiles(manifest)).not.toContain('/assets/dashboard-page-1.js');
  });

  it('fails the build when a source of the page is not in the manifest (a file renamed)', () => {
    const { ['src/app/layouts/back-office-layout.tsx']: _layout, ...withoutLayout } = manifest;
    expect(() => checkInPageFiles(withoutLayout)).toThrow(/back-office-layout\.tsx/);
    expect(() => checkInPageFiles({ ...manifest, '_web-1.js': { ...manifest['_web-1.js']!, imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
  });

  it('writes the files and the version into the worker, and refuses a worker without their lines', () => {
    const source = `const A = 1;\n${WORKER_FILES_LINE}\n${WORKER_VERSION_LINE}\n`;
    const written = workerWithPageFiles(source, ['/assets/a$&-1.js'], 'abc');
    expect(written).toBe('const A = 1;\nconst PAGE_FILES = ["/assets/a$&-1.js"];\nconst VERSION = "abc";\n');
    expect(() => workerWithPageFiles('const A = 1;', [], 'abc')).toThrow(/PAGE_FILES/);
  });
});
