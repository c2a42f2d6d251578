// src/shared runs in the browser and in Node, so it may use only what both provide: the language,
// Intl, and the WHATWG URL parser declared here (the part of it the shared code reads). Its own
// tsconfig leaves the DOM and Node types out, so anything else fails to compile.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}

declare class URLSearchParams {
  get(name: string): string | null;
}
