import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiUrl = process.env.VITE_API_PROXY ?? 'http://localhost:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiUrl, changeOrigin: true },
      '/media': { target: apiUrl, changeOrigin: true },
    },
  },
});
