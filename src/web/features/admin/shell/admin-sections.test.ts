import { describe, expect, it } from 'vitest';
import { adminSectionLabel, adminSectionOf, sessionEndedMessage } from './admin-sections';

describe('admin sections', () => {
  it('names the section of a nested admin path', () => {
    expect(adminSectionLabel('/admin/news/edit/3')).toBe('إدارة الأخبار');
    expect(adminSectionLabel('/admin/notable-people/add')).toBe('إدارة الشخصيات البارزة');
    expect(adminSectionLabel('/admin/site-settings')).toBe('إعدادات الموقع');
  });

  it('calls the dashboard and unknown paths the control panel', () => {
    expect(adminSectionLabel('/admin')).toBe('لوحة التحكم');
    expect(adminSectionLabel('/admin/newsletter')).toBe('لوحة التحكم');
  });

  it('knows who may open the section of a path', () => {
    expect(adminSectionOf('/admin/news/edit/3')?.access).toBe('editor');
    expect(adminSectionOf('/admin/family-members/new')?.access).toBe('members');
    expect(adminSectionOf('/admin/users')?.access).toBe('owner');
    expect(adminSectionOf('/admin')).toBeUndefined();
  });

  it('says why the login page is shown', () => {
    expect(sessionEndedMessage('read', '/admin/diwan')).toBe(
      'يرجى تسجيل الدخول للوصول إلى إدارة معلومات الديوان',
    );
    expect(sessionEndedMessage('write', '/admin/diwan')).toBe('يرجى تسجيل الدخول أولاً');
  });
});
