import { describe, expect, it } from 'vitest';
import { loginHref, returnPathFrom } from './login-redirect';

describe('login redirect', () => {
  it('round-trips an admin path with its query', () => {
    const href = loginHref('/admin/news/edit/3?x=1');
    expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/admin/news/edit/3?x=1');
  });

  it('needs no return URL for the dashboard', () => {
    expect(loginHref('/admin')).toBe('/admin/login');
    expect(returnPathFrom('')).toBe('/admin');
  });

  it('never follows a path outside the admin area', () => {
    expect(returnPathFrom('?returnTo=https%3A%2F%2Fevil.example')).toBe('/admin');
    expect(returnPathFrom('?returnTo=%2F%2Fevil.example')).toBe('/admin');
    expect(returnPathFrom('?returnTo=%2Fadmin%5C%5Cevil')).toBe('/admin');
    expect(returnPathFrom('?returnTo=%2Fadmin%2Flogin')).toBe('/admin');
  });
});
