import { describe, expect, it } from 'vitest';
import { formatKuwaitPhone, normaliseKuwaitPhone, whatsAppChatUrl } from './phone';

describe('normaliseKuwaitPhone', () => {
  it('strips every non-digit', () => {
    expect(normaliseKuwaitPhone('+965 2222-3333')).toBe('96522223333');
    expect(normaliseKuwaitPhone('(965) 9999 8888')).toBe('96599998888');
  });

  it('prefixes 965 when the number does not start with it', () => {
    expect(normaliseKuwaitPhone('9999 8888')).toBe('96599998888');
    expect(normaliseKuwaitPhone('22223333')).toBe('96522223333');
  });

  it('leaves a number already starting with 965 alone', () => {
    expect(normaliseKuwaitPhone('96599998888')).toBe('96599998888');
  });

  it('returns an empty string when there are no digits', () => {
    expect(normaliseKuwaitPhone('')).toBe('');
    expect(normaliseKuwaitPhone(' - ')).toBe('');
  });
});

describe('whatsAppChatUrl', () => {
  it('links to the normalised number', () => {
    expect(whatsAppChatUrl('9999 8888')).toBe('https://wa.me/96599998888');
  });

  it('adds an encoded prefilled message', () => {
    expect(whatsAppChatUrl('96599998888', 'السلام عليكم & أهلاً')).toBe(
      `https://wa.me/96599998888?text=${encodeURIComponent('السلام عليكم & أهلاً')}`,
    );
  });

  it('is null without a number', () => {
    expect(whatsAppChatUrl('')).toBeNull();
  });
});

describe('formatKuwaitPhone', () => {
  it('groups a local eight-digit number after the country code', () => {
    expect(formatKuwaitPhone('96599998888')).toBe('+965 9999 8888');
    expect(formatKuwaitPhone('2222-3333')).toBe('+965 2222 3333');
  });

  it('shows other lengths as plain normalised digits', () => {
    expect(formatKuwaitPhone('965123')).toBe('+965123');
    expect(formatKuwaitPhone('')).toBe('');
  });
});
