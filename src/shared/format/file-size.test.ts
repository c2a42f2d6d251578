import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('names the largest unit the size reaches, to one decimal below 100', () => {
    expect(formatFileSize(512)).toBe('512 بايت');
    expect(formatFileSize(2048)).toBe('2 كيلوبايت');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 ميجابايت');
    expect(formatFileSize(150.4 * 1024 * 1024)).toBe('150 ميجابايت');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 جيجابايت');
  });
});
