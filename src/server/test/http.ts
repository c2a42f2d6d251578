// Tests read many JSON shapes and assert on them; a loose type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** What a test needs from a response: status, headers, the raw text and the parsed JSON (or null). */
export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  /** Sent as is (a string, bytes or FormData). */
  body?: BodyInit;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

/** The one fetch helper of the API tests; `where` is a base URL or anything holding one. */
export async function request<T = Json>(
  where: string | { baseURL: string },
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse<T>> {
  const baseURL = typeof where === 'string' ? where : where.baseURL;
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseURL}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

/** Multipart body with one file part (default field name `image`). */
export function imageForm(
  bytes: Uint8Array,
  fileName = 'photo.png',
  type = 'image/png',
  field = 'image',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}
