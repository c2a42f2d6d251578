import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type Json } from './http';
import type { TestServer } from './test-server';

/** The built page template in miniature: where the head tags and the app go. */
export function makeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nasab-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>نسب</title><!--app-head-->' +
      '<script type="module" src="/assets/app-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  return dir;
}

/** The page as a client without JavaScript gets it: the markup inside #root and the data block. */
export async function renderedPage(server: TestServer, url: string) {
  const res = await request(server, 'GET', url);
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="nasab-state">/.exec(
    res.text,
  );
  const state = /<script type="application\/json" id="nasab-state">([\s\S]*?)<\/script>/.exec(res.text);
  return {
    status: res.status,
    headers: res.headers,
    html: res.text,
    // Text as a reader sees it: tags dropped, entities of the content decoded.
    text: (root?.[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
    state: state ? (JSON.parse(state[1]!) as Json) : null,
  };
}
