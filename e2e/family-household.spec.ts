import type { Browser, Page } from '@playwright/test';
import {
  adminToken,
  anotherBrowser,
  apiCall,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  openReady,
  pickDate,
  signInAsAdmin,
  test,
} from './fixtures';

// The family directory and a relative's own household (docs/product.md#the-family-directory,
// docs/product.md#keeping-ones-own-household): a signed-out visitor is sent to sign in and back;
// the directory finds a cousin and calls him; a relative proposes his newborn son, a keeper applies
// it from the queue, and the son is on the relative's page.

const PASSWORD = 'نخلة-زرقاء-على-شاطئ-الجهراء';
const stamp = () => Date.now().toString(36);

async function addMember(baseURL: string, body: Record<string, unknown>): Promise<number> {
  const token = await adminToken(baseURL);
  const res = await apiCall<{ data: { id: number } }>(baseURL, token, '/api/family-members/create.php', {
    method: 'POST',
    body: { generation: 3, parent: null, gender: 'male', birth: '1990', visibility: 'public', ...body },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/**
 * Members a test added under the demo's founder go again when it ends: the worker's other tests
 * draw and print the founder's branch as the demo has it (a wider branch prints on more sheets).
 */
async function removeMembers(baseURL: string, ids: number[]): Promise<void> {
  const token = await adminToken(baseURL);
  for (const id of ids) {
    const res = await apiCall(baseURL, token, `/api/family-members/delete.php?id=${id}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
  }
}

/** The relative's own browser at the test's width, and the account's username. */
async function relativeFor(browser: Browser, page: Page, baseURL: string, memberId: number) {
  const username = `rel-${stamp()}`;
  const token = await adminToken(baseURL);
  const invite = await apiCall<{ data: { invite_url: string } }>(
    baseURL,
    token,
    '/api/admin/relatives/invite.php',
    {
      method: 'POST',
      body: { member_id: memberId },
    },
  );
  return {
    relative: await anotherBrowser(browser, page, baseURL),
    username,
    inviteToken: invite.body.data.invite_url.split('/').at(-1)!,
  };
}

test(
  'the family directory: signed out to the sign-in and back, search, branch, call and WhatsApp',
  layout,
  async ({ page, browser, baseURL }) => {
    const founder = await page.request.get('/api/family-members/founder.php');
    const founderId: number = (await founder.json()).member.id;
    const sonName = `فيصل الدليل ${stamp()}`;
    const headId = await addMember(baseURL!, {
      name: `رأس فرع ${stamp()}`,
      generation: 2,
      parent: founderId,
    });
    const cousinId = await addMember(baseURL!, {
      name: sonName,
      parent: headId,
      contact_phone: '9999 8888',
      contact_email: 'faisal@example.com',
      contact_area: 'الشامية',
      contact_visibility: 'relatives',
    });
    const silentId = await addMember(baseURL!, {
      name: `لا يشارك ${stamp()}`,
      parent: headId,
      contact_phone: '+96560001234',
      contact_visibility: 'nobody',
    });
    try {
      await readTheDirectory();
    } finally {
      await removeMembers(baseURL!, [cousinId, silentId, headId]);
    }

    async function readTheDirectory() {
      const memberId = await addMember(baseURL!, { name: `قارئ الدليل ${stamp()}` });
      const { relative, username, inviteToken } = await relativeFor(browser, page, baseURL!, memberId);
      const accepted = await relative.request.post('/api/family/accept-invite.php', {
        data: { token: inviteToken, username, password: PASSWORD },
      });
      expect(accepted.status()).toBe(200);
      // Signed out again: the page must send the visitor to sign in (JSON, as the site's own pages send).
      const out = await relative.request.post('/api/family/logout.php', { data: {} });
      expect(out.status()).toBe(200);

      await openReady(relative, '/family/directory');
      await expect(relative).toHaveURL(/\/family\/login\?next=%2Ffamily%2Fdirectory/);
      await relative.getByLabel('اسم المستخدم').fill(username);
      await relative.getByRole('textbox', { name: 'كلمة المرور' }).fill(PASSWORD);
      await relative.getByRole('button', { name: 'دخول', exact: true }).click();
      await expect(relative).toHaveURL(/\/family\/directory$/);
      await expect(relative.getByRole('heading', { level: 1, name: 'دليل العائلة' })).toBeVisible();
      await expect(relative.getByTestId('family-signed-in')).toBeVisible();

      await relative.getByLabel('ابحث بالاسم').fill(sonName.replace('فيصل', 'فَيصل'));
      const card = relative.getByTestId('directory-entry').filter({ hasText: sonName });
      await expect(card).toHaveCount(1);
      await expect(relative.getByTestId('directory-entry')).toHaveCount(1);
      await expect(card.getByRole('link', { name: `اتصال بـ ${sonName}` })).toHaveAttribute(
        'href',
        'tel:+96599998888',
      );
      await expect(card.getByRole('link', { name: `واتساب ${sonName}` })).toHaveAttribute(
        'href',
        'https://wa.me/96599998888',
      );
      await expect(card.getByRole('link', { name: `مراسلة ${sonName}` })).toHaveAttribute(
        'href',
        'mailto:faisal@example.com',
      );
      await expect(card).toContainText('الشامية');
      await expect(relative.getByText('+96560001234')).toHaveCount(0);

      await relative.getByLabel('ابحث بالاسم').fill('');
      const branch = relative.getByLabel('الفرع');
      await branch.selectOption({ value: String(headId) });
      await expect(relative.getByTestId('directory-entry')).toHaveCount(1);
      await expect(relative).toHaveURL(new RegExp(`branch=${headId}`));
      await expectNoHorizontalOverflow(relative);
      await expectNoSeriousA11yViolations(relative);
      expect(cousinId).toBeGreaterThan(0);
      await relative.context().close();
    }
  },
);

test(
  'a relative keeps his details and proposes his newborn son; a keeper applies it from the queue',
  layout,
  async ({ page, browser, baseURL }) => {
    const fatherName = `يعقوب ${stamp()}`;
    const fatherId = await addMember(baseURL!, { name: fatherName });
    const wifeName = `لطيفة ${stamp()}`;
    await addMember(baseURL!, { name: wifeName, gender: 'female', spouses: [{ id: fatherId }] });
    const { relative, username, inviteToken } = await relativeFor(browser, page, baseURL!, fatherId);
    const accepted = await relative.request.post('/api/family/accept-invite.php', {
      data: { token: inviteToken, username, password: PASSWORD },
    });
    expect(accepted.status()).toBe(200);

    await openReady(relative, '/family/me');
    await expect(relative.getByRole('heading', { level: 1, name: 'بياناتي' })).toBeVisible();
    await relative.getByLabel('الهاتف').fill('12');
    await relative.getByLabel('المنطقة').fill('العديلية');
    await relative.getByRole('button', { name: 'حفظ' }).click();
    await expect(relative.getByText('رقم الهاتف غير صالح', { exact: false }).first()).toBeVisible();
    await expect(relative.getByLabel('المنطقة')).toHaveValue('العديلية');
    await relative.getByLabel('الهاتف').fill('6000 1111');
    await relative.getByLabel('من يرى بيانات التواصل').selectOption('relatives');
    await relative.getByRole('button', { name: 'حفظ' }).click();
    await expect(relative.getByText('تم حفظ بياناتك')).toBeVisible();
    await expectNoHorizontalOverflow(relative);
    await expectNoSeriousA11yViolations(relative);

    await relative.getByRole('link', { name: 'إضافة ابن أو ابنة' }).click();
    await expect(relative.getByRole('heading', { name: 'إضافة ابن أو ابنة' })).toBeVisible();
    const sonName = `مبارك ${stamp()}`;
    await relative.getByLabel('الاسم').fill(sonName);
    await expect(relative.getByLabel('الأم')).toHaveValue(/\d+/);
    await pickDate(relative, 'تاريخ الميلاد', '2026-11-20');
    await expectNoSeriousA11yViolations(relative);
    await relative.getByRole('button', { name: 'إرسال' }).click();
    await expect(relative.getByText('أُرسل اقتراحك إلى القائمين على الموقع')).toBeVisible();
    await expect(relative).toHaveURL(/\/family\/me$/);
    await expect(relative.getByText('بانتظار المراجعة')).toBeVisible();

    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/suggestions');
    const card = page.getByRole('article').filter({ hasText: sonName });
    await expect(card).toContainText('إضافة ابن أو ابنة');
    await expect(card).toContainText(username);
    await expect(card).toContainText(fatherName);
    await expect(card).toContainText(wifeName);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link', { name: `تطبيق الاقتراح على ${sonName}` }).click();
    await expect(page.getByRole('textbox', { name: 'الاسم', exact: true })).toHaveValue(sonName);
    await expect(page.getByRole('textbox', { name: 'الميلاد', exact: true })).toHaveValue('2026-11-20');
    await expect(page.getByRole('combobox', { name: 'الأب' })).toHaveValue(fatherName);
    await page.getByRole('button', { name: /^حفظ/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/suggestions$/);

    await openReady(relative, '/family/me');
    await expect(relative.getByText('طُبّق')).toBeVisible();
    await openReady(relative, `/family-tree/member/${fatherId}`);
    await expect(relative.getByRole('link', { name: sonName })).toBeVisible();
    await relative.context().close();
  },
);
