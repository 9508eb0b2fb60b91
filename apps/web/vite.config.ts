import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on :3000 (npm run dev -w apps/server); Vite proxies /v1 to it. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/health': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router, which every page needs, in one vendor chunk: compressed
          // together, and cached across deploys that change only the app.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
          ],
          // A page's small shared pieces (a Mantine component, a helper) go into the chunks that use them
          // instead of a file each: the public pages loaded 40 files over HTTP/1.1's six connections.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
});
