import { describe, expect, it } from 'vitest';
import { normaliseContactPhone } from './phone';
import { callLink, whatsAppLink } from './contact-links';

describe('the directory’s contact links', () => {
  it('are made from the stored + digits, whatever the country', () => {
    expect(callLink('+96599998888')).toBe('tel:+96599998888');
    expect(whatsAppLink('+96599998888')).toBe('https://wa.me/96599998888');
    expect(whatsAppLink(normaliseContactPhone('00 44 20 7946 0958')!)).toBe('https://wa.me/442079460958');
    expect(whatsAppLink(normaliseContactPhone('٩٩٩٩ ٨٨٨٨')!)).toBe('https://wa.me/96599998888');
  });

  it('are none for an empty or malformed value', () => {
    for (const value of ['', '99998888', '+965 9999', 'tel:+965']) {
      expect(callLink(value)).toBeNull();
      expect(whatsAppLink(value)).toBeNull();
    }
  });
});
