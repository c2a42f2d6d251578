import type { $ZodType, output } from 'zod/v4/core';
import { commonMessages } from '#shared/messages/common.ts';
import { noteAnswer } from './saved-copy';

// docs/product.md#sign-in: the admin token is kept in local storage under this key and sent as a bearer
// header.
export const ADMIN_TOKEN_KEY = 'adminToken';

export const adminToken = {
  get: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(ADMIN_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(ADMIN_TOKEN_KEY),
};

/**
 * A failed API call: the HTTP status (0 when the server could not be reached) and the server's
 * Arabic message; `invalidResponse` when the server answered something its contract does not allow.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly invalidResponse = false,
    /** The whole error answer, e.g. a 409's `current` record (decision 026). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get isNetworkError() {
    return this.status === 0;
  }
  get isUnauthorized() {
    return this.status === 401;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the admin bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** How a request reaches the API: fetch in the browser, the app itself when rendering on the server. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<{ status: number; text: string }>;

/** The browser's: fetch, to the page's own origin. */
export const fetchTransport: ApiTransport = async (path, init) => {
  const response = await fetch(path, init);
  // An answer from the service worker's saved copies says so (decision 059).
  noteAnswer(response);
  return { status: response.status, text: await response.text() };
};

let transport: ApiTransport = fetchTransport;

/** The server's renderer answers the page's requests in-process (decision 011). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Where a call finds its response schema: a dynamic import, so zod and the schemas load beside the
 * first request instead of in the entry script every page pays for (decision 011).
 */
export type SchemaLoader<S extends $ZodType> = () => Promise<S>;

/**
 * The one way the web app talks to the server. Every answer is checked against the endpoint's
 * response schema from `src/shared/schemas`, the same contract the server declares; throws
 * ApiError, and never returns invented data.
 */
export async function apiFetch<S extends $ZodType>(
  path: string,
  loadSchema: SchemaLoader<S>,
  request: ApiRequest = {},
): Promise<output<S>> {
  // Loaded while the request is under way, not after it (a module is fetched once, however often
  // it is imported).
  preloadChecker(loadSchema);
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  if (request.auth) {
    const token = adminToken.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    headers['X-Requested-With'] = 'XMLHttpRequest';
  }
  let answer: { status: number; text: string };
  try {
    answer = await transport(path, {
      method: request.method ?? 'GET',
      headers,
      body,
      // Revalidate every time: the server answers 304 when nothing changed (decision 011).
      cache: 'no-cache',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, commonMessages.connectionError);
  }
  return readApiAnswer(answer.status, answer.text, loadSchema);
}

function loadChecker<S extends $ZodType>(loadSchema: SchemaLoader<S>) {
  return Promise.all([loadSchema(), import('./check-answer')]);
}

/**
 * Loads an endpoint's checker ahead of its request. `apiFetch` does it beside the request, which
 * is enough when the answer takes longer than the code; a screen whose next request is quick and
 * likely (a card opened on the tree) loads it while the reader looks at the page.
 */
export function preloadChecker<S extends $ZodType>(loadSchema: SchemaLoader<S>): void {
  // A failure is reported by the read that needs it, with the connection message.
  loadChecker(loadSchema).catch(() => {});
}

/**
 * Turns a status and a body into the checked answer, or an ApiError with the server's Arabic
 * message. Shared by fetch and by the image upload's XMLHttpRequest (which alone reports progress).
 */
export async function readApiAnswer<S extends $ZodType>(
  status: number,
  text: string,
  loadSchema: SchemaLoader<S>,
): Promise<output<S>> {
  const ok = status >= 200 && status < 300;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // A proxy's HTML error page, or a cut-off answer.
    throw new ApiError(status, commonMessages.invalidResponse, {}, ok);
  }
  if (!ok) {
    const record = (data ?? {}) as { error?: unknown; message?: unknown; fields?: unknown };
    const message =
      typeof record.error === 'string'
        ? record.error
        : typeof record.message === 'string'
          ? record.message
          : `${status}`;
    const fields =
      record.fields && typeof record.fields === 'object' ? (record.fields as Record<string, string>) : {};
    throw new ApiError(status, message, fields, false, record as Record<string, unknown>);
  }
  let checker: Awaited<ReturnType<typeof loadChecker<S>>>;
  try {
    checker = await loadChecker(loadSchema);
  } catch {
    // The schema's script could not be fetched: the connection failed after all.
    throw new ApiError(0, commonMessages.connectionError);
  }
  const [schema, { checkAnswer }] = checker;
  const checked = checkAnswer(schema, data);
  if (!checked.success) throw new ApiError(status, commonMessages.invalidResponse, {}, true);
  return checked.data;
}

/**
 * Sends a form (a file) to an admin path with the bearer token, reporting the upload's progress
 * in percent: XMLHttpRequest rather than fetch, because only it reports upload progress. Answers
 * like apiFetch: the checked answer, or an ApiError with the server's own message.
 */
export function postFormWithProgress<S extends $ZodType>(
  path: string,
  form: FormData,
  loadSchema: SchemaLoader<S>,
  onProgress: (percent: number) => void,
): Promise<output<S>> {
  preloadChecker(loadSchema);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = adminToken.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      readApiAnswer(request.status, request.responseText, loadSchema).then(resolve, reject);
    });
    request.addEventListener('error', () => reject(new ApiError(0, commonMessages.connectionError)));
    request.send(form);
  });
}

/**
 * Downloads a file from an admin path with the bearer token (a plain link cannot send it) and
 * hands it to the browser as a download under the server's file name. POST where making the
 * file is itself a change the history records (a backup).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const token = adminToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, cache: 'no-store' });
  } catch {
    throw new ApiError(0, commonMessages.connectionError);
  }
  if (!response.ok) {
    // The error body is the usual JSON: its Arabic message.
    await readApiAnswer(response.status, await response.text(), () =>
      import('#shared/schemas/responses.ts').then((m) => m.successResponseSchema),
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file read with the keeper's session, for what a plain `<img>` cannot send it for: a member
 * photo the public may not see answers 404 without it (decision 015). Null when there is no such
 * file, no session, or no connection: the screen then shows its placeholder.
 */
export async function fetchKeeperFile(path: string): Promise<Blob | null> {
  const token = adminToken.get();
  if (!token) return null;
  try {
    const response = await fetch(path, {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      cache: 'no-store',
    });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
