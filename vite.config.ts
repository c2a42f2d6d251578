import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { serviceWorker } from './scripts/lib/service-worker-build';

const root = path.resolve(import.meta.dirname, 'src/web');
const dist = path.resolve(import.meta.dirname, 'dist');

// Two builds (decision 011): the browser's (dist/web, with a manifest the server reads to preload
// each page's code) and the server renderer's (`--ssr`, dist/server/entry-server.js).
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : path.join(root, 'public'),
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset also as .br and .gz, compressed once at the strongest setting; the server
    // sends the one the browser accepts. The smallest files too, even where compressing saves no
    // byte: the server looks for the .br, then the .gz, then the file, and each miss cost it about
    // a millisecond of CPU per request; a page's first visit asks for some ninety files under 1 KB.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|xml|txt)$/,
        threshold: 0,
        skipIfLargerOrEqual: false,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
    // /sw.js, from the bundle's manifest (decision 059).
    !isSsrBuild && serviceWorker(path.join(root, 'sw/service-worker.ts')),
  ],
  build: isSsrBuild
    ? { outDir: path.join(dist, 'server'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: path.join(dist, 'web'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        chunkSizeWarningLimit: 600,
      },
  // The renderer carries its libraries with it: the server needs no front-end packages at run time.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
