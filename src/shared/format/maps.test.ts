import { describe, expect, it } from 'vitest';
import { isGoogleMapsEmbedUrl, isGoogleMapsUrl, toMapEmbedUrl } from './maps';

const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3477.5!2d47.97!3d29.37';

describe('toMapEmbedUrl', () => {
  it('keeps an embed link as it is', () => {
    expect(toMapEmbedUrl(`  ${embed} `)).toEqual({ ok: true, embedUrl: embed });
  });

  it('frames a place page at its pin, not by its name', () => {
    const place =
      'https://www.google.com/maps/place/%D8%AF%D9%8A%D9%88%D8%A7%D9%86/@29.3759,47.9774,17z/data=!3m1!4b1';
    expect(toMapEmbedUrl(place)).toEqual({
      ok: true,
      embedUrl: 'https://www.google.com/maps?q=29.3759%2C47.9774&output=embed',
    });
  });

  it('frames a search page or a ?q= link by its query', () => {
    expect(
      toMapEmbedUrl('https://www.google.com/maps/search/%D8%A7%D9%84%D8%AC%D8%A7%D8%A8%D8%B1%D9%8A%D8%A9'),
    ).toEqual({
      ok: true,
      embedUrl: `https://www.google.com/maps?q=${encodeURIComponent('الجابرية')}&output=embed`,
    });
    expect(toMapEmbedUrl('https://maps.google.com/maps?q=Kuwait+City')).toEqual({
      ok: true,
      embedUrl: 'https://www.google.com/maps?q=Kuwait%20City&output=embed',
    });
  });

  it('searches for a written address', () => {
    expect(toMapEmbedUrl('الكويت، ضاحية عبدالله السالم، قطعة 3')).toEqual({
      ok: true,
      embedUrl: `https://www.google.com/maps?q=${encodeURIComponent('الكويت، ضاحية عبدالله السالم، قطعة 3')}&output=embed`,
    });
  });

  it('refuses short links, which hide the place behind a redirect', () => {
    expect(toMapEmbedUrl('https://maps.app.goo.gl/AbCdEf123')).toEqual({ ok: false, reason: 'short-link' });
    expect(toMapEmbedUrl('https://goo.gl/maps/AbCdEf123')).toEqual({ ok: false, reason: 'short-link' });
  });

  it('refuses other sites and broken links', () => {
    expect(toMapEmbedUrl('https://example.com/maps/place/x')).toEqual({ ok: false, reason: 'not-google' });
    expect(toMapEmbedUrl('http://www.google.com/maps/place/x')).toEqual({ ok: false, reason: 'not-google' });
    expect(toMapEmbedUrl('www.google.com/maps')).toEqual({ ok: false, reason: 'not-google' });
    expect(toMapEmbedUrl('javascript://alert(1)')).toEqual({ ok: false, reason: 'not-google' });
  });

  it('refuses a Google Maps page that names no place', () => {
    expect(toMapEmbedUrl('https://www.google.com/maps')).toEqual({ ok: false, reason: 'no-place' });
  });

  it('gives only links the public page can frame', () => {
    const inputs = [
      embed,
      'https://www.google.com/maps/place/x/@29.1,47.2,12z',
      'https://www.google.com/maps/search/diwan',
      'عنوان الديوان',
    ];
    for (const input of inputs) {
      const result = toMapEmbedUrl(input);
      expect(result.ok && isGoogleMapsEmbedUrl(result.embedUrl)).toBe(true);
    }
  });
});

describe('isGoogleMapsEmbedUrl', () => {
  it('frames only embed forms', () => {
    expect(isGoogleMapsEmbedUrl(embed)).toBe(true);
    expect(isGoogleMapsEmbedUrl('https://www.google.com/maps?q=x&output=embed')).toBe(true);
    expect(isGoogleMapsEmbedUrl('https://www.google.com/maps/place/x')).toBe(false);
    expect(isGoogleMapsEmbedUrl('https://maps.app.goo.gl/x?output=embed')).toBe(false);
    expect(isGoogleMapsUrl('https://maps.app.goo.gl/x')).toBe(true);
  });
});
