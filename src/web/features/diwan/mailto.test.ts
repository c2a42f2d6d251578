import { describe, expect, it } from 'vitest';
import { buildMailtoUrl } from './mailto';

describe('buildMailtoUrl', () => {
  it('addresses the site and prefills subject and body, spaces as %20', () => {
    const url = buildMailtoUrl('info@family.example', {
      name: 'أحمد',
      subject: 'سؤال عام',
      message: 'مرحباً & شكراً',
    });
    expect(url.startsWith('mailto:info@family.example?subject=')).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.get('subject')).toBe('سؤال عام');
    expect(query.get('body')).toBe('الاسم: أحمد\n\nمرحباً & شكراً');
    expect(url).not.toContain('+');
  });

  it('still opens a draft when the site has no e-mail', () => {
    expect(
      buildMailtoUrl('', { name: 'a', subject: 'b', message: 'c' }).startsWith('mailto:?subject=b'),
    ).toBe(true);
  });
});
