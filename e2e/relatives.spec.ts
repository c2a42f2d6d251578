import {
  adminToken,
  anotherBrowser,
  apiCall,
  expect,
  expectSoundAtBothWidths,
  openReady,
  signInAsAdmin,
  test,
} from './fixtures';

// Relatives' accounts (docs/product.md#relatives-accounts): a keeper invites a member from the
// member's form, the relative accepts on another browser and is signed in, signs out and back in;
// the keepers' «الأقارب» list shows the account and revokes it.

const PASSWORD = 'نخلة-زرقاء-على-شاطئ-الجهراء';

async function addMember(baseURL: string, name: string): Promise<number> {
  const token = await adminToken(baseURL);
  const res = await apiCall<{ data: { id: number } }>(baseURL, token, '/api/family-members/create.php', {
    method: 'POST',
    body: {
      name,
      generation: 3,
      parent: null,
      gender: 'male',
      birth: '1990',
      death: '',
      visibility: 'public',
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

test('a keeper invites a member; the relative accepts on another browser, is signed in, signs out and in', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `قريب مدعو ${Date.now().toString(36)}`;
  const username = `cousin-${Date.now().toString(36)}`;
  const memberId = await addMember(baseURL!, name);
  await signInAsAdmin(page, baseURL!);
  await page.goto(`/admin/family-members/edit/${memberId}`);
  await page.getByRole('button', { name: 'دعوة قريب' }).click();
  const dialog = page.getByRole('dialog', { name: `دعوة ${name}` });
  await expect(dialog).toBeVisible();
  const link = await dialog.getByLabel('رابط الدعوة').inputValue();
  expect(link).toMatch(/\/family\/invite\/[A-Za-z0-9_-]{43}$/);
  const whatsapp = dialog.getByRole('link', { name: 'إرسال عبر واتساب' });
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  expect(text).toContain(name);
  expect(text).toContain(link);
  await expect(dialog.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible();
  await expectSoundAtBothWidths(page);

  const relative = await anotherBrowser(browser, page, baseURL!);
  await openReady(relative, new URL(link).pathname);
  await expect(relative.getByRole('heading', { level: 1, name: 'دعوة إلى حساب العائلة' })).toBeVisible();
  await expect(relative.getByText(`هذه الدعوة لـ ${name}`)).toBeVisible();
  // A passkey is offered first (e2e/passkeys.spec.ts); this relative takes the password.
  await relative.getByRole('button', { name: 'أو بكلمة مرور' }).click();
  await expect(relative.getByText('شروط كلمة المرور')).toBeVisible();
  await expectSoundAtBothWidths(relative);
  await relative.getByLabel('اسم المستخدم').fill(username);
  await relative.getByRole('textbox', { name: 'كلمة المرور' }).fill('short');
  await relative.getByRole('button', { name: 'إنشاء الحساب' }).click();
  // Refused in Arabic, and nothing typed is lost.
  await expect(relative.getByText('يجب أن تتكون كلمة المرور من 12 حرفاً على الأقل')).toBeVisible();
  await expect(relative.getByLabel('اسم المستخدم')).toHaveValue(username);
  await relative.getByRole('textbox', { name: 'كلمة المرور' }).fill(PASSWORD);
  await relative.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(relative).toHaveURL(/\/$/);
  const logout = relative.getByRole('button', { name: `تسجيل الخروج (${name})` });
  await expect(logout).toBeVisible();

  // Signed in on a page the server sends: the mark comes after hydration, the page is the public's.
  await openReady(relative, '/news');
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(logout).toBeHidden();
  await openReady(relative, '/news');
  await expect(relative.getByTestId('family-signed-in')).toHaveCount(0);

  await openReady(relative, '/family/login');
  await expect(relative.getByRole('heading', { level: 1, name: 'دخول الأقارب' })).toBeVisible();
  await expectSoundAtBothWidths(relative);
  await relative.getByLabel('اسم المستخدم').fill(username);
  await relative.getByRole('textbox', { name: 'كلمة المرور' }).fill('not-the-password');
  await relative.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(relative.getByRole('alert')).toContainText('خطأ في اسم المستخدم أو كلمة المرور');
  await relative.getByRole('textbox', { name: 'كلمة المرور' }).fill(PASSWORD);
  await relative.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(relative).toHaveURL(/\/$/);
  await expect(logout).toBeVisible();
  await relative.context().close();
});

test('the keepers’ «الأقارب» list shows an account and revokes it: its session ends at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `قريب للإلغاء ${Date.now().toString(36)}`;
  const username = `revoked-${Date.now().toString(36)}`;
  const memberId = await addMember(baseURL!, name);
  const token = await adminToken(baseURL!);
  const invite = await apiCall<{ data: { invite_url: string } }>(
    baseURL!,
    token,
    '/api/admin/relatives/invite.php',
    {
      method: 'POST',
      body: { member_id: memberId },
    },
  );
  const relative = await anotherBrowser(browser, page, baseURL!);
  const accepted = await relative.request.post('/api/family/accept-invite.php', {
    data: { token: invite.body.data.invite_url.split('/').at(-1), username, password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  expect((await relative.request.get('/api/family/me.php')).status()).toBe(200);

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/relatives');
  await expect(page.getByRole('heading', { level: 1, name: 'الأقارب' })).toBeVisible();
  const entry = page.getByTestId('relative-entry').filter({ hasText: name });
  await expect(entry).toContainText('فعّال');
  await expect(entry).toContainText(username);
  await expectSoundAtBothWidths(page);
  await entry.getByRole('button', { name: `إلغاء الحساب: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'إلغاء الحساب' }).click();
  await expect(entry).toContainText('ملغى');
  expect((await relative.request.get('/api/family/me.php')).status()).toBe(401);

  // Invite again: a new link, shown at once.
  await entry.getByRole('button', { name: `دعوة من جديد: ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `دعوة ${name}` }).getByLabel('رابط الدعوة')).toHaveValue(
    /\/family\/invite\//,
  );
  await relative.context().close();
});
