import {
  expect,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  signInAsAdmin,
  test,
} from './fixtures';

// The owner invites a cousin as an editor (decision 022). The cousin signs in with the temporary
// password given by hand, must choose his own first, and then sees an editor's admin: his badge,
// and no «المستخدمون».

test('the owner invites an editor, who replaces the temporary password and sees an editor’s admin', async ({
  page,
  baseURL,
}) => {
  const username = `cousin-${Date.now().toString(36)}`;
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  await expect(page.getByText('مالك').first()).toBeVisible();

  await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
  await page.getByRole('radio', { name: /^محرر فرع/ }).check();
  await expect(page.getByLabel('ابحث عن الفرد الذي يبدأ منه الفرع')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectSoundAtPhoneWidth(page);
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByRole('radio', { name: /^محرر الأخبار/ }).check();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  const temporary = (await page.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(16);
  await expect(page.getByRole('listitem').filter({ hasText: username })).toContainText(
    'بانتظار تغيير كلمة المرور',
  );

  // The cousin, in a fresh session: the temporary password opens only the change-password screen.
  await page.evaluate('localStorage.clear()');
  await page.goto('/admin/login');
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(temporary);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByRole('alert').filter({ hasText: 'كلمة المرور الحالية مؤقتة' })).toBeVisible();
  await page.getByLabel('كلمة المرور الحالية').fill(temporary);
  await page.getByLabel('كلمة المرور الجديدة').fill('نخلة-الديوان-على-البحر');
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'تم تغيير كلمة المرور بنجاح' })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('banner')).toContainText('صلاحيتك: محرر');
  const sidebar = page.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
  await expect(sidebar.getByRole('link', { name: 'إدارة الأخبار' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'المستخدمون' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'إعدادات الموقع' })).toHaveCount(0);

  // An owner's section opened by its address says so instead of offering buttons that would fail.
  await page.goto('/admin/users');
  await expect(page.getByRole('status').filter({ hasText: 'ليس ضمن صلاحياتك' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إضافة مستخدم' })).toHaveCount(0);
});
