import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Writes dist/builds/latest.json: the running app polls it and reloads on a new build.
function buildInfo(): Plugin {
  const build = `${Date.now().toString(36)}`;
  return {
    name: 'sari-build-info',
    apply: 'build',
    closeBundle() {
      const dir = path.resolve(import.meta.dirname, 'dist/builds');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'latest.json'),
        JSON.stringify({ build, builtAt: new Date().toISOString() }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo()],
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 900, manifest: true },
});
