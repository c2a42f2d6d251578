// src/shared runs in the browser and in Node, so it may use only what both provide: the language,
// Intl, the WHATWG URL parser and the timers declared here (the parts the shared code uses). Its own
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

/** A browser's timers give a number, Node's an object that can stop holding the process open. */
type TimerHandle = number | { unref(): unknown };
declare function setTimeout(callback: () => void, ms: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle | undefined): void;
