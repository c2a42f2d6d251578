import { commonMessages } from '../../shared/messages/common';

// SPEC §6: the admin token is kept in local storage under this key and sent as a bearer header.
export const ADMIN_TOKEN_KEY = 'adminToken';

export const adminToken = {
  get: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(ADMIN_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(ADMIN_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(ADMIN_TOKEN_KEY),
};

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's Arabic message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
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

/** The one way the web app talks to the server. Throws ApiError; never returns invented data. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
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
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body,
      cache: 'no-store',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, commonMessages.connectionError);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.status, commonMessages.invalidResponse);
  }
  if (!response.ok) {
    const record = (data ?? {}) as { error?: unknown; message?: unknown; fields?: unknown };
    const text =
      typeof record.error === 'string'
        ? record.error
        : typeof record.message === 'string'
          ? record.message
          : `${response.status}`;
    const fields =
      record.fields && typeof record.fields === 'object' ? (record.fields as Record<string, string>) : {};
    throw new ApiError(response.status, text, fields);
  }
  return data as T;
}
