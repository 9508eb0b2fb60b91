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
      // Rolldown would move modules shared by lazy screens (Modal, Drawer, floating-ui...) into the
      // entry chunk, which every visitor downloads first: keep them in the chunks that need them.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      treeshake: {
        // The domain package only declares schemas, constants and pure functions: a page keeps the
        // modules it uses, not every zod schema its barrel file re-exports.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
