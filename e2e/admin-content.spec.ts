import type { Page } from '@playwright/test';
import type { FamilyMember } from '../src/shared/schemas/family-member';
import type { SiteSettings } from '../src/shared/schemas/site-settings';
import type { DiwanInfo } from '../src/shared/schemas/diwan';
import {
  adminToken,
  apiCall,
  controlClock,
  cutConnection,
  expect,
  expectAfterRetries,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  openAdminScreen,
  ownSession,
  signInAsAdmin,
  test,
} from './fixtures';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer } from './server';

// Admin screens for diwan info, family members, password, database, site settings and the inbox.
// Each test makes its own data with unique names and puts shared records back after.

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function members(baseURL: string): Promise<FamilyMember[]> {
  return (await (await fetch(`${baseURL}/api/family-members/`)).json()) as FamilyMember[];
}

async function createMember(
  baseURL: string,
  token: string,
  values: Partial<FamilyMember> & { name: string; generation: number },
): Promise<FamilyMember> {
  const { status, body } = await apiCall<{ data: FamilyMember }>(
    baseURL,
    token,
    '/api/family-members/create.php',
    {
      method: 'POST',
      body: values,
    },
  );
  expect(status).toBe(201);
  return body.data;
}

async function deleteMember(baseURL: string, token: string, id: number): Promise<void> {
  await apiCall(baseURL, token, `/api/family-members/delete.php?id=${id}`, { method: 'DELETE' });
}

/** A demo son with a parent, to hang test members under (never created by another test). */
async function demoFather(baseURL: string): Promise<FamilyMember> {
  const all = await members(baseURL);
  const father = all.find((m) => m.gender === 'male' && m.parent !== null && m.generation <= 4);
  if (!father) throw new Error('no demo father found');
  return father;
}

/** Follows a sidebar link; at 375 px the sidebar opens first. */
async function openAdminLink(page: Page, name: string): Promise<void> {
  // The layout arrives with its lazily loaded code: ask about the menu once it is shown.
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'فتح القائمة الجانبية' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'أقسام لوحة التحكم' }).getByRole('link', { name }).click();
}

/** On a phone the tree opens one level; open the cards from the root down to `memberId`. */
async function revealInTree(page: Page, all: FamilyMember[], memberId: number): Promise<void> {
  await expect(page.locator('[data-tree-ready="true"]')).toBeAttached();
  if (!(await page.getByTestId('mobile-tree').isVisible())) return;
  const chain: number[] = [];
  for (let id: number | null = memberId; id !== null;) {
    chain.unshift(id);
    id = all.find((m) => m.id === id)?.parent ?? null;
  }
  for (const id of chain) {
    const toggle = page.locator(`li[data-member-id="${id}"] > h3 > button`);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

/** The public tree: the card of `childId` sits inside the branch of `parentId` (desktop or mobile). */
function branchOf(page: Page, parentId: number) {
  return page.locator(`li:has(> [data-member-id="${parentId}"]), li[data-member-id="${parentId}"]`).first();
}

test.describe('diwan info', () => {
  test('an edit shows on /diwan through the preview button', async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const before = (await (await fetch(`${baseURL}/api/diwan/get.php`)).json()) as DiwanInfo;
    const location = unique('الكويت - الشامية');
    try {
      await signInAsAdmin(page, baseURL!);
      await page.goto('/admin/diwan');
      await expect(page.getByRole('heading', { level: 1, name: 'معلومات الديوان' })).toBeVisible();
      const field = page.getByRole('textbox', { name: 'الموقع', exact: true });
      await expect(field).toHaveValue(before.location);
      await expectNoSeriousA11yViolations(page);
      await field.fill(location);
      await page.getByRole('button', { name: 'حفظ' }).dblclick();
      // That the message clears itself after 5 s (docs/product.md#constants) is a fake-timer test
      // (diwan-form.test.tsx).
      await expect(page.getByRole('status').filter({ hasText: 'تم حفظ بيانات الديوان بنجاح' })).toBeVisible();
      await page.getByRole('link', { name: 'معاينة صفحة الديوان' }).click();
      await expect(page).toHaveURL(/\/diwan$/);
      await expect(page.getByText(location).first()).toBeVisible();
    } finally {
      await apiCall(baseURL!, token, '/api/admin/diwan/update.php', { method: 'POST', body: before });
    }
  });

  test('validation: required fields, a Google Maps link, errors clear on edit', async ({ page, baseURL }) => {
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/diwan/update.php')) saves += 1;
    });
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/diwan');
    const address = page.getByRole('textbox', { name: 'العنوان', exact: true });
    await expect(address).not.toHaveValue('');
    await address.fill('');
    await page.getByLabel('رابط خريطة Google').fill('https://example.com/maps/place');
    await page.getByRole('button', { name: 'حفظ' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'يرجى التأكد من تعبئة جميع الحقول المطلوبة' }),
    ).toBeVisible();
    await expect(page.getByText('العنوان مطلوب')).toBeVisible();
    await expect(page.getByText('يرجى إدخال رابط صالح من خرائط Google')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    // The messages at both widths (the checks themselves do not depend on the width).
    await expectSoundAtPhoneWidth(page);

    await address.fill('ع');
    await expect(page.getByText('العنوان مطلوب')).toBeHidden();
    await expect(page.getByText('يرجى إدخال رابط صالح من خرائط Google')).toBeVisible();
    await page.getByLabel('رابط خريطة Google').fill('https://www.google.com/maps/embed?pb=x');
    await expect(page.getByText('يرجى إدخال رابط صالح من خرائط Google')).toBeHidden();
    await expect(page.getByText('يرجى التأكد من تعبئة جميع الحقول المطلوبة')).toBeHidden();
    expect(saves).toBe(0);

    // Leaving with unsaved changes asks first; saying no stays on the form.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await openAdminLink(page, 'إدارة الأخبار');
    await expect.poll(() => asked).toBe('لديك تغييرات غير محفوظة. هل تريد مغادرة الصفحة؟');
    await expect(page).toHaveURL(/\/admin\/diwan$/);
    await expect(address).toHaveValue('ع');
  });
});

test('diwan: a save that meets an ended session keeps the draft for after logging in again', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const before = (await (await fetch(`${baseURL}/api/diwan/get.php`)).json()) as DiwanInfo;
  const hours = unique('من الرابعة عصراً');
  try {
    const pageToken = await ownSession(page, baseURL!);
    await openAdminScreen(page, '/admin/diwan');
    const field = page.getByRole('textbox', { name: 'مواعيد الاستقبال', exact: true });
    await expect(field).toHaveValue(before.opening_hours);
    // The session ends on the server while the form is open.
    await apiCall(baseURL!, pageToken, '/api/admin/logout.php', { method: 'POST', body: {} });
    await field.fill(hours);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fdiwan/);
    // docs/product.md#messages: a save without a session reads 'please log in first', whichever form it is.
    await expect(page.getByText('يرجى تسجيل الدخول أولاً')).toBeVisible();

    await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
    await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/diwan$/);
    await expect(field).toHaveValue(hours);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ بيانات الديوان بنجاح' })).toBeVisible();
    const after = (await (await fetch(`${baseURL}/api/diwan/get.php`)).json()) as DiwanInfo;
    expect(after.opening_hours).toBe(hours);
  } finally {
    await apiCall(baseURL!, token, '/api/admin/diwan/update.php', { method: 'POST', body: before });
  }
});

test('an admin form opened with a revoked session goes to login with the return URL and why', async ({
  page,
  baseURL,
}) => {
  const pageToken = await ownSession(page, baseURL!);
  await apiCall(baseURL!, pageToken, '/api/admin/logout.php', { method: 'POST', body: {} });
  await page.goto('/admin/site-settings');
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fsite-settings/);
  await expect(page.getByText('يرجى تسجيل الدخول للوصول إلى إعدادات الموقع')).toBeVisible();
});

test.describe('family members', () => {
  // At 1280 px only: the public tree at 375 px is family-tree.spec's, the form's is admin-member-form's.
  test('a member created under a parent appears under it in the public tree', async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const father = await demoFather(baseURL!);
    const name = unique('عمر بن اختبار');
    let createdId: number | undefined;
    try {
      await signInAsAdmin(page, baseURL!);
      await page.goto('/admin/family-members');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'إضافة فرد' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members\/new$/);
      await expect(page.getByRole('heading', { name: 'إضافة فرد جديد' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // docs/product.md#validation: name and generation are required.
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'الاسم والجيل مطلوبان' })).toBeVisible();

      await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill(name);
      // The father is searched by name and told from his namesakes by his nasab.
      const { body: fatherRow } = await apiCall<{ data: { nasab: string }[] }>(
        baseURL!,
        token,
        `/api/admin/family-members/list.php?ids=${father.id}`,
      );
      const fatherField = page.getByRole('combobox', { name: 'الأب', exact: true });
      await fatherField.fill(father.name);
      await page
        .getByRole('listbox', { name: 'الأب' })
        .getByRole('option')
        .filter({ hasText: fatherRow.data[0]!.nasab })
        .first()
        .click();
      await expect(fatherField).toHaveValue(father.name);
      // Choosing the father fills the generation below his.
      await expect(page.getByRole('combobox', { name: 'الجيل', exact: true })).toHaveValue(
        String(father.generation + 1),
      );
      await page.getByLabel('ذكر').check();
      await page.getByLabel('الميلاد', { exact: true }).fill('2001');
      await page.getByLabel('الدور أو الصفة').fill('مهندس');
      await page.getByRole('button', { name: 'حفظ' }).dblclick();

      await expect(page).toHaveURL(/\/admin\/family-members$/);
      // The list comes a page at a time: the new member is found by searching.
      await page.getByRole('searchbox', { name: 'البحث عن فرد' }).fill(name);
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
      const created = (await members(baseURL!)).filter((m) => m.name === name);
      expect(created).toHaveLength(1); // the double click made one member
      createdId = created[0]!.id;
      // Born in 2001 and living: the public sees his name and place only (decision 015); the
      // admin's list has all of it.
      expect(created[0]).toMatchObject({ parent: father.id, gender: 'male', visibility: 'limited' });
      expect(created[0]).not.toHaveProperty('birth');
      const { body: stored } = await apiCall<{ data: FamilyMember[] }>(
        baseURL!,
        token,
        `/api/admin/family-members/list.php?ids=${createdId}`,
      );
      expect(stored.data[0]).toMatchObject({ birth: '2001', role: 'مهندس', visibility: 'auto' });

      await page.goto('/family-tree');
      await revealInTree(page, await members(baseURL!), father.id);
      await expect(branchOf(page, father.id).locator(`[data-member-id="${createdId}"]`)).toHaveCount(1);
      await expect(page.getByText(name).first()).toBeAttached();
    } finally {
      if (createdId) await deleteMember(baseURL!, token, createdId);
    }
  });

  test('edit, refused delete of a parent, delete of a leaf, the father field never offers the member itself', async ({
    page,
    baseURL,
  }) => {
    const token = await adminToken(baseURL!);
    const father = await demoFather(baseURL!);
    const parent = await createMember(baseURL!, token, {
      name: unique('خالد اختبار'),
      generation: Math.min(father.generation + 1, 5),
      parent: father.id,
      gender: 'male',
    });
    const child = await createMember(baseURL!, token, {
      name: unique('سالم اختبار'),
      generation: Math.min(parent.generation + 1, 6),
      parent: parent.id,
      gender: 'male',
    });
    try {
      await signInAsAdmin(page, baseURL!);
      await page.goto(`/admin/family-members/edit/${parent.id}`);
      await expect(page.getByRole('heading', { name: 'تعديل بيانات الفرد' })).toBeVisible();
      const parentField = page.getByRole('combobox', { name: 'الأب', exact: true });
      await expect(parentField).toHaveValue(father.name);
      // His own name, searched in his father field, finds his son (whose nasab names him), never
      // himself. A descendant chosen as father is refused by the server, under the field
      // (e2e/admin-member-form.spec.ts).
      await parentField.fill(parent.name);
      const found = page.getByRole('listbox', { name: 'الأب' }).getByRole('option');
      await expect(found).toHaveCount(1);
      await expect(found.filter({ hasText: child.name })).toHaveCount(1);
      await expect(found.filter({ has: page.getByText(parent.name, { exact: true }) })).toHaveCount(0);
      await parentField.press('Escape');
      await expect(parentField).toHaveValue(father.name);
      await expectNoSeriousA11yViolations(page);

      const renamed = unique('خالد المعدل');
      await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members$/);
      const search = page.getByRole('searchbox', { name: 'البحث عن فرد' });
      await search.fill(renamed);
      // Exactly his name: his son's row names him too, in its nasab.
      const row = page.getByRole('row').filter({ has: page.getByText(renamed, { exact: true }) });
      await expect(row).toBeVisible();

      // The server refuses (409) to orphan the child, and says why.
      await row.getByRole('button', { name: `حذف: ${renamed}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('هل أنت متأكد من حذف هذا الفرد؟')).toBeVisible();
      await dialog.getByRole('button', { name: 'حذف' }).click();
      // A list's delete reports in a toast: the title, and the server's reason under it.
      await expect(
        page
          .locator('[data-sonner-toast]')
          .filter({ hasText: 'تعذر حذف الفرد' })
          .filter({ hasText: 'لا يمكن حذف فرد له أبناء في الشجرة. احذف الأبناء أو انقلهم أولاً.' }),
      ).toBeVisible();
      await expect(row).toBeVisible();

      // A leaf goes.
      await search.fill(child.name);
      const leaf = page.getByRole('row').filter({ hasText: child.name });
      await leaf.getByRole('button', { name: `حذف: ${child.name}` }).click();
      await dialog.getByRole('button', { name: 'حذف' }).click();
      await expect(leaf).toHaveCount(0);
      expect((await members(baseURL!)).some((m) => m.id === child.id)).toBe(false);
    } finally {
      await deleteMember(baseURL!, token, child.id);
      await deleteMember(baseURL!, token, parent.id);
    }
  });

  test('an id that does not exist shows the load error', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/family-members/edit/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'تعذر تحميل بيانات الفرد' })).toBeVisible();
  });
});

test('password change: the old password fails at login, the new one works, other sessions end', async ({
  page,
}) => {
  const server = await startServer();
  try {
    const other = await adminToken(server.baseURL);
    const newPassword = 'changed-password-456';
    await page.goto(`${server.baseURL}/admin/login`);
    await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
    await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.goto(`${server.baseURL}/admin/change-password`);
    await expect(page.getByRole('heading', { level: 1, name: 'تغيير كلمة المرور' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The rules are shown met or not as one types (decision 023); the form refuses a weak password
    // and says why (decision 035), and the server holds the same rules.
    await page.getByLabel('كلمة المرور الحالية').fill(ADMIN_PASSWORD);
    await page.getByLabel('كلمة المرور الجديدة').fill('password1234');
    const rules = page.getByRole('list', { name: 'شروط كلمة المرور' });
    await expect(rules.getByRole('listitem').filter({ hasText: '12 حرفاً على الأقل' })).toHaveText(/: متحقق$/);
    await expect(rules.getByRole('listitem').filter({ hasText: 'من كلمات المرور الشائعة' })).toHaveText(
      /: غير متحقق$/,
    );
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('كلمة المرور هذه شائعة وسهلة التخمين').first()).toBeVisible();
    await expect(page.getByLabel('كلمة المرور الجديدة')).toHaveValue('password1234');
    // «السلام عليكم» typed with the English layout on.
    await page.getByLabel('كلمة المرور الجديدة').fill('hgsghl ugd;l');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('مكوّنة من كلمات أو أسماء شائعة').first()).toBeVisible();

    // A wrong current password: the server's message, in an alert.
    await page.getByLabel('كلمة المرور الحالية').fill('not-the-password');
    await page.getByLabel('كلمة المرور الجديدة').fill(newPassword);
    await expect(page.getByRole('list', { name: 'شروط كلمة المرور' }).getByRole('listitem')).toHaveText(
      Array(8).fill(/: متحقق$/),
    );
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'كلمة المرور الحالية أو رمز التحقق غير صحيح' }).first(),
    ).toBeVisible();

    await page.getByLabel('كلمة المرور الحالية').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'تم تغيير كلمة المرور بنجاح، وأُنهيت الجلسات الأخرى' }),
    ).toBeVisible();
    await expect(page.getByLabel('كلمة المرور الحالية')).toHaveValue('');

    // The other session ended; this one lives on.
    const otherCheck = await fetch(`${server.baseURL}/api/admin/check-auth.php`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(otherCheck.status).toBe(401);

    await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
    await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('خطأ في اسم المستخدم أو كلمة المرور')).toBeVisible();
    await page.getByLabel('كلمة المرور').fill(newPassword);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
  } finally {
    await server.dispose();
  }
});

test('database buttons are safe to press twice', async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const counts = async () =>
    (await apiCall<{ counts: Record<string, number> }>(baseURL!, token, '/api/admin/check-db.php')).body
      .counts;

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/db-seed');
  await expect(page.getByRole('heading', { level: 1, name: 'قاعدة البيانات' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const init = page.getByRole('button', { name: 'تهيئة قاعدة البيانات' });
  const seedPeople = page.getByRole('button', { name: 'إضافة بيانات الشخصيات البارزة' });
  const check = page.getByRole('button', { name: 'فحص قاعدة البيانات' });
  const result = page.getByRole('alert');

  // The first press may restore demo rows another test removed; after that nothing changes.
  await init.click();
  await expect(result).toContainText('تمت تهيئة قاعدة البيانات وإضافة البيانات الناقصة');
  const before = await counts();

  await init.dblclick();
  await expect(result).toContainText('تمت تهيئة قاعدة البيانات');
  await expect(init).toBeEnabled();
  await seedPeople.click();
  await expect(result).toContainText('تمت إضافة بيانات الشخصيات البارزة الناقصة');
  await seedPeople.click();
  await expect(result).toContainText('تمت إضافة بيانات الشخصيات البارزة الناقصة');
  await check.click();
  await expect(result).toContainText('قاعدة البيانات تعمل بشكل سليم');
  await expect(page.getByTestId('db-counts')).toContainText(String(before.familyMembers));

  expect(await counts()).toEqual(before);
});

test('site settings change the public title prefix and footer', async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const before = (await (await fetch(`${baseURL}/api/site.php`)).json()) as SiteSettings;
  const familyName = unique('عائلة التجربة');
  const tagline = unique('شعار جديد للعائلة');
  try {
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/site-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'إعدادات الموقع' })).toBeVisible();
    await expect(page.getByLabel('اسم العائلة')).toHaveValue(before.familyName);
    await expectNoSeriousA11yViolations(page);

    // The schema refuses a malformed e-mail before anything is sent.
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('يرجى إدخال بريد إلكتروني صالح')).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill(before.email);

    await page.getByLabel('اسم العائلة').fill(familyName);
    await page.getByLabel('الشعار').fill(tagline);
    await page.getByRole('button', { name: 'حفظ' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ إعدادات الموقع بنجاح' })).toBeVisible();

    // No rebuild: on a wide screen the header link shows it even without a reload.
    const viewSite = page.getByRole('link', { name: 'عرض الموقع' });
    if (await viewSite.isVisible()) await viewSite.click();
    else await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(familyName));
    await expect(page.getByRole('contentinfo')).toContainText(tagline);

    await page.goto('/news');
    await expect(page).toHaveTitle(new RegExp(familyName));
    await expect(page.getByRole('contentinfo')).toContainText(familyName);
  } finally {
    await apiCall(baseURL!, token, '/api/admin/site/update.php', { method: 'POST', body: before });
  }
});

test('a contact message from /diwan reaches the inbox: unread, mark read, delete', async ({
  page,
  baseURL,
}) => {
  // The inbox starts empty, so its empty state can be seen at the end (the worker's tests run one
  // at a time, so no other test is writing to it meanwhile).
  const token = await adminToken(baseURL!);
  const inbox = await apiCall<{ data: { id: number }[] }>(baseURL!, token, '/api/admin/messages/list.php');
  for (const message of inbox.body.data) {
    await apiCall(baseURL!, token, `/api/admin/messages/delete.php?id=${message.id}`, { method: 'DELETE' });
  }
  const subject = unique('استفسار عن موعد الديوان');
  // The load error at the end is reached by moving the page's clock past the retries.
  await controlClock(page);
  await page.goto('/diwan');
  await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill('زائر الاختبار');
  await page.getByLabel('الموضوع').fill(subject);
  await page.getByLabel('الرسالة').fill('متى يفتح الديوان يوم الجمعة؟');
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(page.getByText('تم الإرسال').first()).toBeVisible();

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/messages');

  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-read', 'false');
  await expect(card.getByText('غير مقروءة')).toBeVisible();
  await expect(card).toContainText('زائر الاختبار');
  await expect(page.getByRole('article').first()).toContainText(subject); // newest first
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'تحديد كمقروءة' }).click();
  await expect(card).toHaveAttribute('data-read', 'true');
  await expect(card.getByRole('button', { name: 'تحديد كغير مقروءة' })).toBeVisible();

  await card.getByRole('button', { name: `حذف الرسالة: ${subject}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('هل أنت متأكد من حذف هذه الرسالة؟')).toBeVisible();
  await dialog.getByRole('button', { name: 'حذف' }).click();
  await expect(card).toHaveCount(0);

  // The inbox is now empty, and a lost connection shows the load error.
  await expect(page.getByText('لا توجد رسائل')).toBeVisible();
  await openAdminLink(page, 'إدارة معلومات الديوان');
  await expect(page.getByRole('textbox', { name: 'الموقع', exact: true })).not.toHaveValue('');
  await openAdminLink(page, 'الرسائل');
  await expect(page.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeVisible();
  await cutConnection(page);
  await openAdminLink(page, 'إدارة معلومات الديوان');
  await expectAfterRetries(page, page.getByRole('alert').filter({ hasText: 'تعذر تحميل بيانات الديوان' }));
});
