import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

// The service worker (src/web/sw/service-worker.ts, decision 059) is built after the browser's
// bundle, from that bundle's manifest: which hashed files its pages need is known only then.

/** One chunk of Vite's build manifest, as far as the shell needs it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The pages read offline, as the manifest names their route modules. */
export const OFFLINE_PAGES = ['app/routes/occasions.tsx', 'app/routes/occasion-detail.tsx'];

/** Another page, or the admin area (its route table, its screens): never part of the shell. */
const elsewhere = (key: string) => /^app\/routes\//.test(key) || /(?:^|\/)admin[-/.]/.test(key);

/**
 * The built files the offline pages need, as site paths: the entry with what it imports and its
 * styles and fonts (the woff2 faces; browsers that take woff2 never ask for the others), and each
 * offline page with everything it loads, its lazily loaded parts included, but no other page and
 * nothing of the admin area.
 */
export function shellFiles(manifest: BuildManifest, pages: readonly string[] = OFFLINE_PAGES): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const asset of chunk.assets ?? []) if (asset.endsWith('.woff2')) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? [])
      if (!elsewhere(loaded) || pages.includes(loaded)) visit(loaded);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const key of [...entries, ...pages]) visit(key);
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * Vite's plugin: once the browser's bundle is written, bundles the service worker (and the caching
 * library it uses) into one classic script, `sw.js` at the root of the build, with the shell's
 * files written in.
 */
export function serviceWorker(entry: string): Plugin {
  let outDir = '';
  return {
    name: 'nasab-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as BuildManifest;
      await build({
        entryPoints: [entry],
        outfile: path.join(outDir, 'sw.js'),
        bundle: true,
        // A classic script: every browser that has service workers runs one.
        format: 'iife',
        target: 'es2020',
        minify: true,
        define: {
          // The caching library's checks and logs are for its development builds.
          'process.env.NODE_ENV': '"production"',
          __SHELL_FILES__: JSON.stringify(shellFiles(manifest)),
        },
        logLevel: 'warning',
      });
    },
  };
}
