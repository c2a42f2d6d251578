import { describe, expect, it } from 'vitest';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log';

describe('the level a finished request is logged at', () => {
  it('is debug for an ordinary request and warn from SLOW_REQUEST_MS on', () => {
    expect(requestLogLevel(0)).toBe('debug');
    expect(requestLogLevel(SLOW_REQUEST_MS - 0.1)).toBe('debug');
    expect(requestLogLevel(SLOW_REQUEST_MS)).toBe('warn');
    expect(requestLogLevel(60_000)).toBe('warn');
  });
});
