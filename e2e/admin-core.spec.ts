import sharp from 'sharp';
import {
  adminToken,
  controlClock,
  cutConnection,
  dateField,
  expect,
  expectAfterRetries,
  expectNoBrowserPickers,
  expectNoSeriousA11yViolations,
  layout,
  navigateInApp,
  openAdminScreen,
  ownSession,
  pickDate,
  signInAsAdmin,
  test,
} from './fixtures';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server';
import type { Page } from '@playwright/test';

// The admin shell (login, guard, logout, drafts; decision 009) and the news and notable-people screens,
// against the real built server. Every test makes its own data with a unique name.

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiCall<T>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface NewsRow {
  id: number;
  title: string;
  image: string;
}

async function createNews(baseURL: string, title: string): Promise<NewsRow> {
  const token = await adminToken(baseURL);
  const body = await apiCall<{ data: NewsRow }>(baseURL, token, 'POST', '/api/admin/news/create.php', {
    title,
    excerpt: `مقتطف ${title}`,
    content: `محتوى ${title}`,
    date: '2024-02-02',
    category: 'events',
  });
  return body.data;
}

async function newsTitled(baseURL: string, title: string): Promise<NewsRow[]> {
  const token = await adminToken(baseURL);
  const body = await apiCall<{ data: NewsRow[] }>(baseURL, token, 'GET', '/api/admin/news/index.php');
  return body.data.filter((item) => item.title === title);
}

async function createPerson(baseURL: string, name: string, order: number): Promise<{ id: string }> {
  const token = await adminToken(baseURL);
  const body = await apiCall<{ data: { id: string } }>(
    baseURL,
    token,
    'POST',
    '/api/admin/notable-people/create.php',
    {
      name,
      position: 'منصب تجريبي',
      category: 'social',
      bio: 'سيرة قصيرة',
      order,
    },
  );
  return body.data;
}

async function fillNewsForm(page: Page, title: string) {
  await page.getByLabel('العنوان').fill(title);
  await page.getByLabel('المقتطف').fill(`مقتطف ${title}`);
  await page.getByLabel('المحتوى').fill(`الفقرة الأولى من ${title}\n\nالفقرة الثانية`);
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'حفظ', exact: true });

async function pngBuffer(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f6f6b' } })
    .png()
    .toBuffer();
}

test.describe('login, guard and logout', () => {
  test('a wrong password shows the documented message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
    await page.getByLabel('كلمة المرور').fill('not-the-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert')).toHaveText('خطأ في اسم المستخدم أو كلمة المرور');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  // The one test that signs in through the real login form; the others are signed in through the API.
  test(
    'a correct password opens the dashboard; the sidebar highlights the current page',
    layout,
    async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
      await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(page.getByRole('heading', { name: 'مرحباً بك في لوحة التحكم' })).toBeVisible();
      // At 375 px the sidebar is collapsed behind the menu button.
      const menu = page.getByRole('button', { name: 'فتح القائمة الجانبية' });
      const collapsed = await menu.isVisible();
      if (collapsed) await menu.click();
      const sidebar = page.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
      await expect(sidebar.getByRole('link', { name: 'الرئيسية', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await sidebar.getByRole('link', { name: 'إدارة الأخبار' }).click();
      await expect(page).toHaveURL(/\/admin\/news$/);
      if (collapsed) {
        await expect(sidebar).toBeHidden();
        await menu.click();
      }
      await expect(sidebar.getByRole('link', { name: 'إدارة الأخبار' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  test('the sidebar shows the number of unread messages', async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const stats = () => apiCall<{ unreadMessages: number }>(baseURL!, token, 'GET', '/api/admin/stats.php');
    const before = (await stats()).unreadMessages;
    for (const subject of ['سؤال أول', 'سؤال ثان']) {
      const response = await fetch(`${baseURL}/api/contact/send.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'زائر', subject: unique(subject), message: 'نص الرسالة' }),
      });
      expect(response.ok).toBe(true);
    }
    expect((await stats()).unreadMessages).toBe(before + 2);
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin');
    // The layout arrives with its lazily loaded code: ask about the menu once it is shown.
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'فتح القائمة الجانبية' });
    if (await menu.isVisible()) await menu.click();
    await expect(
      page.getByRole('link', { name: new RegExp(`الرسائل.*${before + 2} رسائل غير مقروءة`) }),
    ).toBeVisible();
  });

  test('the sixth wrong password in a row shows the lock-out message as the server sends it', async ({
    page,
  }) => {
    // A name of its own: the lock is per name and address, so the worker's admin is never locked.
    const username = unique('guess');
    await page.goto('/admin/login');
    await page.getByLabel('اسم المستخدم').fill(username);
    await page.getByLabel('كلمة المرور').fill('wrong-password');
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/login.php'));
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      const response = await answered;
      expect(response.status()).toBe(attempt < 6 ? 401 : 429);
    }
    await expect(page.getByRole('alert')).toContainText('محاولات دخول كثيرة');
  });

  test('without a token an admin page sends to login and back after logging in', async ({ page }) => {
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fnews$/);
    await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
    await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { name: 'إدارة الأخبار' })).toBeVisible();
  });

  test('logout revokes the session on the server', async ({ page, baseURL }) => {
    const token = await ownSession(page, baseURL!);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    const response = await fetch(`${baseURL}/api/admin/check-auth.php`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
  });

  test('a token the server no longer accepts sends a form to login with the message', async ({
    page,
    baseURL,
  }) => {
    const token = await ownSession(page, baseURL!);
    await apiCall(baseURL!, token, 'POST', '/api/admin/logout.php');
    await page.goto('/admin/notable-people/add');
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fnotable-people%2Fadd$/);
    await expect(page.getByText('يرجى تسجيل الدخول للوصول إلى إدارة الشخصيات البارزة')).toBeVisible();
  });
});

test.describe('news', () => {
  test.beforeEach(async ({ page, baseURL }) => signInAsAdmin(page, baseURL!));

  test('created news appears on /news and on the home page', async ({ page, baseURL }) => {
    const title = unique('خبر جديد');
    await page.goto('/admin/news/add');
    await expect(page.getByLabel('التصنيف')).toHaveValue('events');
    // Today (in Kuwait) by default, in both calendars.
    await expect(dateField(page, 'التاريخ')).toContainText(/\d{4}م \(.+\d{4}هـ\)/);
    await fillNewsForm(page, title);
    // Far in the future, so it stays among the home page's three newest whatever else exists.
    await pickDate(page, 'التاريخ', '2090-06-15');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();
    // docs/product.md#admin-news: after a create the form starts over.
    await expect(page.getByLabel('العنوان')).toHaveValue('');
    expect(await newsTitled(baseURL!, title)).toHaveLength(1);

    await page.goto('/news');
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test('an edit changes the public page', async ({ page, baseURL }) => {
    const created = await createNews(baseURL!, unique('خبر للتعديل'));
    const renamed = unique('عنوان بعد التعديل');
    await page.goto(`/admin/news/edit/${created.id}`);
    await expect(page.getByLabel('العنوان')).toHaveValue(created.title);
    await page.getByLabel('العنوان').fill(renamed);
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم تحديث الخبر بنجاح' })).toBeVisible();
    await page.getByRole('status').getByRole('link', { name: 'العودة إلى القائمة' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    await page.goto(`/news/${created.id}`);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  });

  test('a deleted news item is gone from the list and the public site', async ({ page, baseURL }) => {
    const created = await createNews(baseURL!, unique('خبر للحذف'));
    await page.goto('/admin/news');
    await page.getByLabel('البحث في الأخبار').fill(created.title);
    await page.getByRole('button', { name: `حذف الخبر: ${created.title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('هل أنت متأكد من حذف هذا الخبر؟');
    await dialog.getByRole('button', { name: 'حذف', exact: true }).click();
    await expect(page.getByText('لا توجد أخبار تطابق البحث')).toBeVisible();
    expect(await newsTitled(baseURL!, created.title)).toHaveLength(0);

    await page.goto('/news');
    await expect(page.getByText(created.title)).toHaveCount(0);
    const detail = await fetch(`${baseURL}/api/news/get.php?id=${created.id}`);
    expect(detail.status).toBe(404);
  });

  test('the list searches title and excerpt and filters by category', async ({ page, baseURL }) => {
    const created = await createNews(baseURL!, unique('Searchable خبر'));
    await page.goto('/admin/news');
    await page.getByLabel('البحث في الأخبار').fill(created.title.toUpperCase());
    await expect(page.getByRole('heading', { name: created.title })).toBeVisible();
    await page.getByRole('button', { name: 'أكاديمي', exact: true }).click();
    await expect(page.getByText('لا توجد أخبار تطابق البحث')).toBeVisible();
    await page.getByRole('button', { name: 'فعاليات', exact: true }).click();
    await expect(page.getByRole('heading', { name: created.title })).toBeVisible();
    await expect(page.getByText('2 فبراير 2024')).toBeVisible();
  });

  test('validation messages show and nothing is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/news/create.php')) sent = true;
    });
    await page.goto('/admin/news/add');
    await page.getByLabel('العنوان').fill('   ');
    await page.getByLabel('رابط خارجي (اختياري)').fill('not a link');
    await saveButton(page).click();
    await expect(page.getByText('هذا الحقل مطلوب')).toHaveCount(3);
    await expect(page.getByText('يرجى إدخال رابط صالح')).toBeVisible();
    await expect(page.getByLabel('العنوان')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  test('an uploaded image shows on the public page; a non-image is refused', async ({ page, baseURL }) => {
    const title = unique('خبر بصورة');
    await page.goto('/admin/news/add');
    await fillNewsForm(page, title);
    // The site's own button, in Arabic, in place of the browser's «Choose File».
    await expect(page.locator('[data-file-picker] label')).toHaveText('اختر صورة من جهازك');
    await expectNoBrowserPickers(page);

    await page.getByLabel('اختر صورة من جهازك').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is plain text, not an image'),
    });
    await expect(page.getByRole('alert')).toContainText('نوع الملف غير مدعوم');

    await page.getByLabel('اختر صورة من جهازك').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await pngBuffer(),
    });
    const pathInput = page.getByLabel('أو أدخل رابط الصورة أو مسارها');
    await expect(pathInput).toHaveValue(/^\/uploads\/.+\.webp$/);
    const imageUrl = await pathInput.inputValue();
    await expect(page.getByRole('img', { name: 'معاينة الصورة' })).toHaveAttribute('src', imageUrl);
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();

    const [saved] = await newsTitled(baseURL!, title);
    expect(saved!.image).toBe(imageUrl);
    await page.goto(`/news/${saved!.id}`);
    const image = page.locator(`img[src="${imageUrl}"]`).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a double click on save creates one item', async ({ page, baseURL }) => {
    const title = unique('نقرة مزدوجة');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/news/create.php')) creates.push(request.method());
    });
    await page.goto('/admin/news/add');
    await fillNewsForm(page, title);
    await saveButton(page).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();
    // Both clicks were handled before the answer came back: a second request would be on its way.
    expect(creates).toEqual(['POST']);
    expect(await newsTitled(baseURL!, title)).toHaveLength(1);
  });

  test('a save that meets an ended session keeps the draft through a new login', async ({
    page,
    baseURL,
  }) => {
    const title = unique('مسودة محفوظة');
    const token = await ownSession(page, baseURL!);
    await openAdminScreen(page, '/admin/news/add');
    await fillNewsForm(page, title);
    await page.getByLabel('التصنيف').selectOption('occasions');
    // The session ends elsewhere (another tab logs out) while the form is being filled.
    await apiCall(baseURL!, token, 'POST', '/api/admin/logout.php');

    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fnews%2Fadd$/);
    await expect(page.getByText('يرجى تسجيل الدخول أولاً')).toBeVisible();
    await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
    await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

    await expect(page).toHaveURL(/\/admin\/news\/add$/);
    await expect(page.getByLabel('العنوان')).toHaveValue(title);
    await expect(page.getByLabel('المحتوى')).toHaveValue(/الفقرة الثانية/);
    await expect(page.getByLabel('التصنيف')).toHaveValue('occasions');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();
    expect(await newsTitled(baseURL!, title)).toHaveLength(1);
    // The draft is gone once saved.
    await page.reload();
    await expect(page.getByLabel('العنوان')).toHaveValue('');
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await page.goto('/admin/news/add');
    await page.getByLabel('العنوان').fill(unique('غير محفوظ'));
    // The question arrives after the click returns: each answer waits for its own question, or
    // the second answer would meet the first question.
    const declined = page.waitForEvent('dialog').then((dialog) => dialog.dismiss());
    await page.getByRole('button', { name: 'إلغاء' }).click();
    await declined;
    await expect(page).toHaveURL(/\/admin\/news\/add$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'إلغاء' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
  });
});

test.describe('notable people', () => {
  test.beforeEach(async ({ page, baseURL }) => signInAsAdmin(page, baseURL!));

  test('create, edit and delete show on the public page', async ({ page }) => {
    const name = unique('شخصية جديدة');
    await page.goto('/admin/notable-people/add');
    await expect(page.getByLabel('الفئة')).toHaveValue('academic');
    await expect(page.getByLabel('ترتيب العرض')).toHaveValue('99');
    await page.getByLabel('الاسم').fill(name);
    await page.getByLabel('المنصب أو الدور').fill('أستاذ جامعي');
    await page.getByLabel('الفترة (اختياري)').fill('1990 - 2010');
    await page.getByLabel('السيرة').fill('سيرة مختصرة للاختبار');
    await saveButton(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'تمت إضافة الشخصية بنجاح' }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('الاسم')).toHaveValue('');

    await page.goto('/notable-people');
    await expect(page.getByText(name).first()).toBeVisible();

    const renamed = unique('اسم معدل');
    await page.goto('/admin/notable-people');
    await page.getByLabel('البحث في الشخصيات').fill(name);
    await page.getByRole('link', { name: `تعديل: ${name}` }).click();
    await expect(page.getByLabel('الاسم')).toHaveValue(name);
    await page.getByLabel('الاسم').fill(renamed);
    await saveButton(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'تم تحديث بيانات الشخصية بنجاح' }).first(),
    ).toBeVisible();
    await page.goto('/notable-people');
    await expect(page.getByText(renamed).first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    await page.goto('/admin/notable-people');
    await page.getByLabel('البحث في الشخصيات').fill(renamed);
    await page.getByRole('button', { name: `حذف: ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'حذف', exact: true }).click();
    await expect(page.getByText('تم حذف الشخصية')).toBeVisible();
    await expect(page.getByText('لا توجد شخصيات تطابق البحث')).toBeVisible();
    await page.goto('/notable-people');
    await expect(page.getByText(renamed)).toHaveCount(0);
  });

  test('trimmed name and position are required', async ({ page }) => {
    await page.goto('/admin/notable-people/add');
    await page.getByLabel('الاسم').fill('   ');
    await saveButton(page).click();
    await expect(page.getByText('يرجى إدخال اسم الشخصية')).toBeVisible();
    await expect(page.getByText('يرجى إدخال المنصب أو الدور')).toBeVisible();
  });

  test('the display order decides the home page three', async ({ page, baseURL }) => {
    const name = unique('الأولى في الترتيب');
    const person = await createPerson(baseURL!, name, -1000);
    await page.goto('/');
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto(`/admin/notable-people/edit/${person.id}`);
    await expect(page.getByLabel('الاسم')).toHaveValue(name);
    await page.getByLabel('ترتيب العرض').fill('5000');
    await saveButton(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'تم تحديث بيانات الشخصية بنجاح' }).first(),
    ).toBeVisible();
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('a list that cannot load shows the documented banner', async ({ page }) => {
    await cutConnection(page, '**/api/admin/notable-people/list.php');
    await controlClock(page);
    await page.goto('/admin/notable-people');
    // A network failure is asked twice more, 1 s then 2 s apart (src/web/lib/query-client.ts).
    await expectAfterRetries(
      page,
      page.getByRole('alert').filter({ hasText: 'حدث خطأ أثناء تحميل بيانات الشخصيات، حاول مرة أخرى' }),
    );
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test(
    'login, dashboard, news and people screens have no serious axe violation',
    layout,
    async ({ page, baseURL }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await signInAsAdmin(page, baseURL!);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'مرحباً بك في لوحة التحكم' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Inside the app, as the admin moves between screens: one load of the admin's code.
      for (const path of [
        '/admin/news',
        '/admin/news/add',
        '/admin/notable-people',
        '/admin/notable-people/add',
      ]) {
        await navigateInApp(page, path);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'جاري' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      }
    },
  );
});
