import type { Browser, CDPSession, Page } from '@playwright/test';
import {
  adminToken,
  anotherBrowser,
  apiCall,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  openReady,
  signInAsAdmin,
  test as base,
} from './fixtures';
import { startServer, type RunningServer } from './server';

// Relatives' passkeys (decision 048) in Chromium with its virtual authenticator (DevTools'
// WebAuthn domain): a keeper invites, the relative accepts with a passkey on another browser, signs
// out and back in with it (no password typed), and adds a second device's passkey on «حسابي».

// Browsers refuse an IP address as a passkey's RP ID: this file's server is called localhost.
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({}, { hostname: 'localhost' });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** A platform authenticator with a resident key and a verified user, as a phone has; its id. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** The relative's own browser, at the test's width, with an authenticator. */
async function relativeBrowser(browser: Browser, page: Page, baseURL: string) {
  const relative = await anotherBrowser(browser, page, baseURL);
  const cdp = await relative.context().newCDPSession(relative);
  await cdp.send('WebAuthn.enable');
  return { relative, cdp, authenticator: await addAuthenticator(cdp) };
}

async function addMember(baseURL: string, name: string): Promise<number> {
  const res = await apiCall<{ data: { id: number } }>(
    baseURL,
    await adminToken(baseURL),
    '/api/family-members/create.php',
    {
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
    },
  );
  expect(res.status).toBe(201);
  return res.body.data.id;
}

test(
  'a relative accepts an invitation with a passkey, signs in again with it, and adds a second on «حسابي»',
  layout,
  async ({ page, browser, baseURL }) => {
    expect(new URL(baseURL!).hostname).toBe('localhost');
    const name = `قريب بمفتاح ${Date.now().toString(36)}`;
    const username = `passkey-${Date.now().toString(36)}`;
    const memberId = await addMember(baseURL!, name);
    await signInAsAdmin(page, baseURL!);
    await page.goto(`/admin/family-members/edit/${memberId}`);
    await page.getByRole('button', { name: 'دعوة قريب' }).click();
    const link = await page
      .getByRole('dialog', { name: `دعوة ${name}` })
      .getByLabel('رابط الدعوة')
      .inputValue();

    const { relative, cdp, authenticator } = await relativeBrowser(browser, page, baseURL!);
    await openReady(relative, new URL(link).pathname);
    const create = relative.getByRole('button', { name: 'إنشاء الحساب بمفتاح المرور' });
    await expect(create).toBeVisible();
    await expect(relative.getByRole('button', { name: 'أو بكلمة مرور' })).toBeVisible();
    await expectNoSeriousA11yViolations(relative);
    await expectNoHorizontalOverflow(relative);
    await relative.getByLabel('اسم المستخدم').fill(username);

    // The authenticator answers without the person's presence: the server refuses it, in Arabic,
    // and what was typed stays.
    await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId: authenticator, isBadUP: true });
    await create.click();
    await expect(relative.getByRole('alert')).toContainText('تعذّر التحقق من مفتاح المرور');
    await expect(relative.getByLabel('اسم المستخدم')).toHaveValue(username);
    await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId: authenticator, isBadUP: false });
    // The second try's passkey replaces the refused one on the device (the same user handle):
    // the sign-in below finds only the one the server knows.
    await create.click();
    await expect(relative).toHaveURL(/\/$/);
    const logout = relative.getByRole('button', { name: `تسجيل الخروج (${name})` });
    await expect(logout).toBeVisible();
    await logout.click();
    await expect(logout).toBeHidden();

    // Back with the passkey alone: no username, no password.
    await openReady(relative, '/family/login');
    await expect(relative.getByRole('heading', { level: 1, name: 'دخول الأقارب' })).toBeVisible();
    await expectNoSeriousA11yViolations(relative);
    await relative.getByRole('button', { name: 'الدخول بمفتاح المرور' }).click();
    await expect(relative).toHaveURL(/\/$/);
    await relative.getByRole('link', { name: 'بياناتي' }).click();
    await relative.getByRole('link', { name: 'مفاتيح المرور (حسابي)' }).click();

    await expect(relative).toHaveURL(/\/family\/account$/);
    await expect(relative.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    const entries = relative.getByTestId('passkey-entry');
    await expect(entries).toHaveCount(1);
    // The only way into an account without a password: no removal offered.
    await expect(entries.getByRole('button', { name: /^إزالة/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(relative);
    await expectNoHorizontalOverflow(relative);

    // The same phone again: it holds this account's passkey already.
    await relative.getByRole('button', { name: 'إضافة مفتاح مرور' }).click();
    await expect(relative.getByRole('alert')).toContainText('مضاف إلى الحساب من قبل');

    // Another device: the laptop's authenticator, named.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: authenticator });
    await addAuthenticator(cdp);
    await relative.getByLabel('اسم المفتاح (اختياري)').fill('حاسوب البيت');
    await relative.getByRole('button', { name: 'إضافة مفتاح مرور' }).click();
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText('حاسوب البيت');
    await expect(relative.getByLabel('اسم المفتاح (اختياري)')).toHaveValue('');
    await expect(entries.getByRole('button', { name: /^إزالة/ })).toHaveCount(2);
    await expectNoSeriousA11yViolations(relative);

    // The first passkey was the phone's, which is gone: removed; the laptop's signs in.
    await entries.first().getByRole('button', { name: 'إزالة مفتاح مرور' }).click();
    await relative
      .getByRole('group', { name: 'إزالة مفتاح المرور؟' })
      .getByRole('button', { name: 'إزالة مفتاح مرور' })
      .click();
    await expect(entries).toHaveCount(1);
    await logout.click();
    await expect(logout).toBeHidden();
    await openReady(relative, '/family/login');
    await relative.getByRole('button', { name: 'الدخول بمفتاح المرور' }).click();
    await expect(logout).toBeVisible();
    await relative.context().close();
  },
);

test('«حسابي» signed out asks to sign in', async ({ page }) => {
  await page.goto('/family/account');
  await expect(page.getByText('سجّل الدخول لترى حسابك.')).toBeVisible();
  await page.getByRole('link', { name: 'الذهاب إلى صفحة الدخول' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'دخول الأقارب' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
