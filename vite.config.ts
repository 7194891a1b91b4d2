import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { envCheckPlugin } from './scripts/env-check-plugin.ts';
import { runtimeConfigPlugin } from './scripts/runtime-config-plugin.ts';
import { seoFilesPlugin } from './scripts/generate-seo-files.ts';
import { hostingFilesPlugin } from './scripts/hosting-files-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { featureEntriesPlugin } from './scripts/feature-entries-plugin.ts';

export default defineConfig({
  plugins: [
    envCheckPlugin(),
    react(),
    tailwindcss(),
    runtimeConfigPlugin(),
    seoFilesPlugin(),
    prerenderPlugin(),
    hostingFilesPlugin(),
    featureEntriesPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  // The user-agent worker (src/lib/analytics/user-agent.worker.ts) is a module worker.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts follows the boot script to the app it starts.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // src/boot.ts starts src/main.tsx after the first paint: the app and everything it imports statically
          // load as one chunk (as an entry's would), not as dozens of small shared chunks.
          groups: [
            // What src/boot.ts shares with the app stays small and out of it.
            { name: 'boot', test: /[\\/]early-input\.ts$|^\0vite[\\/]preload-helper/, priority: 1 },
            // React, evaluated in a task of its own before the app (src/boot.ts).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]main\.tsx$/ },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['tests/integration/**/*.test.{ts,tsx}', 'supabase/**/*.test.ts'],
          setupFiles: ['./tests/setup-integration.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
