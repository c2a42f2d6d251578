import { describe, expect, it } from 'vitest';
import {
  formatKuwaitPhone,
  normaliseContactPhone,
  normaliseKuwaitPhone,
  toLatinDigits,
  whatsAppChatUrl,
} from './phone';

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

describe('normaliseContactPhone', () => {
  it('reads eight digits as a Kuwaiti number, with or without its code, and stores +965…', () => {
    expect(normaliseContactPhone('9999 8888')).toBe('+96599998888');
    expect(normaliseContactPhone('965-9999-8888')).toBe('+96599998888');
    expect(normaliseContactPhone('+965 9999 8888')).toBe('+96599998888');
    expect(normaliseContactPhone('00965 (2) 2345678')).toBe('+96522345678');
  });

  it('accepts Arabic-Indic and Eastern Arabic-Indic digits as typed on an Arabic keyboard', () => {
    expect(normaliseContactPhone('٩٩٩٩ ٨٨٨٨')).toBe('+96599998888');
    expect(normaliseContactPhone('+٩٦٥٦٦٦٦٥٥٥٥')).toBe('+96566665555');
    expect(normaliseContactPhone('۰۰۴۴ ۲۰ ۷۹۴۶ ۰۰۰۰')).toBe('+442079460000');
  });

  it('keeps an international number given with + or 00 as its digits', () => {
    expect(normaliseContactPhone('+44 20 7946 0000')).toBe('+442079460000');
    expect(normaliseContactPhone('00966 50 123 4567')).toBe('+966501234567');
  });

  it('refuses what is no number: letters, a local number of another length, a short or long one', () => {
    for (const text of [
      'abc',
      '9999-888',
      '999988889',
      '+965 9999 888',
      '+12 345',
      '+1234567890123456',
      '99 99 88 88 ext 2',
    ]) {
      expect(normaliseContactPhone(text), text).toBeNull();
    }
  });

  it('leaves an empty field empty', () => {
    expect(normaliseContactPhone('')).toBe('');
    expect(normaliseContactPhone('   ')).toBe('');
  });
});

describe('toLatinDigits', () => {
  it('writes both Arabic digit runs as 0–9 and leaves the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });
});
