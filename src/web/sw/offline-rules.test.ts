import { describe, expect, it } from 'vitest';
import {
  SAVED_COPY_ATTRIBUTE,
  SAVED_COPY_HEADER,
  isKeptOffline,
  isPublicCopy,
  markedAsSaved,
} from './offline-rules';

// What the service worker keeps for reading offline (decision 059): the occasions' pages and
// answers, only the public's copies, and a copy served offline says so.

const origin = 'https://family.example';
const get = (path: string, method = 'GET') => ({ method, url: `${origin}${path}` });

describe('what is kept', () => {
  it('the occasions’ list, each occasion’s page and their two answers', () => {
    for (const path of [
      '/occasions',
      '/occasions/',
      '/occasions/12',
      '/api/occasions/list.php',
      '/api/occasions/list.php?member=3',
      '/api/occasions/get.php?id=12',
    ]) {
      expect(isKeptOffline(get(path), origin), path).toBe(true);
    }
  });

  it('nothing else: the admin, a relative’s pages and calls, other pages, feeds, pictures, other methods and sites', () => {
    const refused: [string, string, string?][] = [
      ['/admin', 'GET'],
      ['/admin/occasions', 'GET'],
      ['/api/admin/occasions/list.php', 'GET'],
      ['/family/account', 'GET'],
      ['/family/me', 'GET'],
      ['/api/family/me.php', 'GET'],
      ['/occasions/family/secret.ics', 'GET'],
      ['/occasions.ics', 'GET'],
      ['/occasions/12/card.png', 'GET'],
      ['/news', 'GET'],
      ['/', 'GET'],
      ['/api/occasions/list.php', 'POST'],
      ['/occasions', 'DELETE'],
      ['/occasions', 'GET', 'https://elsewhere.example'],
    ];
    for (const [path, method, site = origin] of refused) {
      expect(isKeptOffline({ method, url: `${site}${path}` }, origin), `${method} ${site}${path}`).toBe(
        false,
      );
    }
  });
});

describe('which answers may be kept', () => {
  const answer = (cacheControl: string | null, status = 200) =>
    new Response('{}', { status, headers: cacheControl === null ? {} : { 'cache-control': cacheControl } });

  it('the public’s, which the server marks fit for any cache', () => {
    expect(isPublicCopy(answer('public, max-age=0, must-revalidate, s-maxage=60'))).toBe(true);
    expect(isPublicCopy(answer(null))).toBe(true);
  });

  it('never a relative’s (private, no-store), an admin’s (no-store), a partial page or an error', () => {
    expect(isPublicCopy(answer('private, no-store'))).toBe(false);
    expect(isPublicCopy(answer('private, no-cache'))).toBe(false);
    expect(isPublicCopy(answer('no-store'))).toBe(false);
    expect(isPublicCopy(answer('public', 404))).toBe(false);
    expect(isPublicCopy(answer('public', 500))).toBe(false);
  });
});

describe('a copy served offline', () => {
  const sentAt = 'Tue, 01 Dec 2026 10:00:00 GMT';

  it('marks the page’s <html> with when the server sent it, the rest of the page untouched', async () => {
    const page = new Response('<!doctype html>\n<html lang="ar" dir="rtl"><body>المناسبات</body></html>', {
      headers: { 'content-type': 'text/html; charset=utf-8', date: sentAt, 'content-length': '80' },
    });
    const marked = await markedAsSaved(page);
    expect(await marked.text()).toBe(
      `<!doctype html>\n<html ${SAVED_COPY_ATTRIBUTE}="${sentAt}" lang="ar" dir="rtl"><body>المناسبات</body></html>`,
    );
    expect(marked.headers.get('content-length')).toBeNull();
    expect(marked.status).toBe(200);
  });

  it('marks an API answer with a header, its body as it was', async () => {
    const json = new Response('{"success":true}', {
      headers: { 'content-type': 'application/json; charset=utf-8', date: sentAt },
    });
    const marked = await markedAsSaved(json);
    expect(marked.headers.get(SAVED_COPY_HEADER)).toBe(sentAt);
    expect(await marked.text()).toBe('{"success":true}');
  });
});
