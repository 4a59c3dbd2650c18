import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:3000';

/**
 * Long-cached vendor chunks for what every screen needs; the rest (MUI components, X Data Grid) is split
 * automatically along the lazy screens, so the first page does not download the whole app.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 2 },
];

export default defineConfig({
  root: 'web',
  plugins: [react()],
  resolve: {
    alias: {
      '@schema': fileURLToPath(new URL('../schema/src', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/platform-shell': { target: backend, changeOrigin: false },
      '/auth': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/platform-shell': { target: backend, changeOrigin: false },
      '/auth': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
