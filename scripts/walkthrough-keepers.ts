/**
 * The keepers of decisions 022–026 at work, played in a real browser on the built server, with screenshots
 * for a person to look at (375 px and 1280 px):
 *   npm run build && npx tsx scripts/walkthrough-keepers.ts
 * The owner invites two cousins as branch editors (one branch inside the other); one turns on
 * two-factor sign-in; both edit the same member from their own tabs; neither change is lost; the
 * owner sees what each did and undoes one. Writes PNGs into screenshots/keepers/ (git-ignored) and
 * stops at the first step that does not hold.
 */
import fs from 'node:fs';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer } from '../e2e/server';

interface Row {
  id: number;
  name: string;
  parent: number | null;
  generation: number;
  gender: 'male' | 'female' | null;
  bio?: string;
}

const out = 'screenshots/keepers';
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function step(what: string) {
  console.log(`· ${what}`);
}

async function shoot(browser: Browser, page: Page, name: string) {
  // The same screen at the other width too, from the same session (its localStorage).
  const storage = await page.context().storageState();
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      locale: 'ar-KW',
      timezoneId: 'Asia/Kuwait',
      storageState: storage,
    });
    const copy = await context.newPage();
    await copy.goto(page.url());
    await copy.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await copy.waitForTimeout(800);
    await copy.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

async function signInByForm(page: Page, username: string, password: string) {
  await ready(page, '/admin/login');
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  const newPage = async () => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
      locale: 'ar-KW',
      timezoneId: 'Asia/Kuwait',
    });
    return context.newPage();
  };
  try {
    const ownerToken = await (
      await fetch(`${server.baseURL}/api/admin/login.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
      })
    ).json();
    const list = async (query: string) =>
      (
        (await (
          await fetch(`${server.baseURL}/api/admin/family-members/list.php?${query}`, {
            headers: { authorization: `Bearer ${ownerToken.token}` },
          })
        ).json()) as { data: Row[] }
      ).data;
    const all = await list('per_page=100');
    // A grandfather whose son has a son: the outer branch, the inner branch, the shared member.
    const grandfather = all.find(
      (g) =>
        g.generation === 2 &&
        all.some((s) => s.parent === g.id && all.some((m) => m.parent === s.id && m.gender === 'male')),
    )!;
    const son = all.find((s) => s.parent === grandfather.id && all.some((m) => m.parent === s.id))!;
    const member = all.find((m) => m.parent === son.id && m.gender === 'male')!;
    step(`branches: ${grandfather.name} ⊃ ${son.name}; shared member: ${member.name} (#${member.id})`);

    // 1. The owner invites the two cousins from «المستخدمون».
    const owner = await newPage();
    await signInByForm(owner, ADMIN_USERNAME, ADMIN_PASSWORD);
    await owner.waitForURL(/\/admin$/);
    await ready(owner, '/admin/users');
    const invite = async (username: string, branch: Row) => {
      await owner.getByRole('button', { name: 'إضافة مستخدم' }).click();
      await owner.getByLabel('اسم المستخدم').fill(username);
      await owner.getByRole('radio', { name: /^محرر فرع/ }).check();
      await owner.getByLabel('ابحث عن الفرد الذي يبدأ منه الفرع').fill(branch.name);
      // The choice reads as a nasab («ناصر بن أحمد بن سالم …»): its first name is enough here.
      await owner
        .getByRole('radio', { name: new RegExp(`^${branch.name.split(' ')[0]!}`) })
        .first()
        .check();
      await owner.getByRole('button', { name: 'إنشاء الحساب' }).click();
      // The panel names the account it is for (the previous one's may still be showing).
      await owner.getByText(`لـ ${username} بنفسك`).waitFor();
      const temporary = (await owner.getByTestId('temporary-password').textContent())!.trim();
      return temporary;
    };
    const suffix = Date.now().toString(36);
    const cousins = [
      { username: `khalid-${suffix}`, branch: grandfather, password: 'نخيل-الجهراء-القديمة-1' },
      { username: `fahad-${suffix}`, branch: son, password: 'سفينة-البوم-على-الساحل' },
    ];
    const temporaries: string[] = [];
    for (const cousin of cousins) {
      temporaries.push(await invite(cousin.username, cousin.branch));
      await owner.keyboard.press('Escape');
    }
    await ready(owner, '/admin/users');
    for (const cousin of cousins) {
      await owner.getByRole('listitem').filter({ hasText: cousin.username }).waitFor();
    }
    await shoot(browser, owner, '1-users');
    step('the owner invited both cousins as branch editors');

    // 2. Each cousin replaces the temporary password; the first turns on two-factor sign-in.
    const tabs: Page[] = [];
    for (const [index, cousin] of cousins.entries()) {
      const page = await newPage();
      await signInByForm(page, cousin.username, temporaries[index]!);
      await page.waitForURL(/\/admin\/change-password$/);
      await page.getByLabel('كلمة المرور الحالية').fill(temporaries[index]!);
      await page.getByLabel('كلمة المرور الجديدة').fill(cousin.password);
      await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
      await page.getByRole('alert').filter({ hasText: 'تم تغيير كلمة المرور بنجاح' }).waitFor();
      tabs.push(page);
    }
    const [khalid, fahad] = tabs as [Page, Page];
    await ready(khalid, '/admin/two-factor');
    await khalid.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
    await khalid.getByRole('img', { name: 'رمز QR لإضافة الحساب إلى تطبيق المصادقة' }).waitFor();
    await khalid.screenshot({ path: `${out}/2-two-factor-qr-1280.png`, fullPage: true });
    const secret = (await khalid.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await khalid.getByLabel('الرمز من التطبيق').fill(totp.generate());
    // Decision 035: turning it on asks for the password too.
    await khalid.getByLabel('كلمة المرور').fill(cousins[0]!.password);
    await khalid.getByRole('button', { name: 'تأكيد وتفعيل' }).click();
    await khalid.getByTestId('recovery-codes').waitFor();
    await khalid.getByRole('button', { name: 'حفظتها' }).click();
    await khalid.getByText('التحقق بخطوتين مفعّل لحسابك.').waitFor();
    // Signed out and in again: the password alone is not enough any more.
    await khalid.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
    await signInByForm(khalid, cousins[0]!.username, cousins[0]!.password);
    await khalid.getByLabel('الرمز من التطبيق').waitFor();
    await khalid.screenshot({ path: `${out}/3-second-step-1280.png`, fullPage: true });
    await khalid.getByLabel('الرمز من التطبيق').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await khalid.getByRole('button', { name: 'تحقق' }).click();
    await khalid.waitForURL(/\/admin$/);
    step('khalid turned on two-factor sign-in and signed in with a code');

    // 3. Both open the shared member; khalid saves first, fahad's older tab saves second.
    for (const page of tabs) {
      await ready(page, `/admin/family-members/edit/${member.id}`);
      await page.locator('#member-name').waitFor();
    }
    await shoot(browser, fahad, '4-branch-editor-form');
    const bio = `كان يحفظ أنساب الفرع، كتبها خالد ${suffix}`;
    const name = `${member.name} الملقب بالنوخذة`;
    await khalid.locator('#member-bio').fill(bio);
    await khalid.getByRole('button', { name: 'حفظ', exact: true }).click();
    await khalid.waitForURL(/\/admin\/family-members$/);
    await fahad.locator('#member-name').fill(name);
    await fahad.getByRole('button', { name: 'حفظ', exact: true }).click();
    const dialog = fahad.getByRole('dialog', { name: 'عدّل غيرك هذا السجل' });
    await dialog.waitFor();
    await fahad.screenshot({ path: `${out}/5-conflict-1280.png` });
    await fahad.setViewportSize({ width: 375, height: 800 });
    await fahad.screenshot({ path: `${out}/5-conflict-375.png` });
    await fahad.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'تطبيق تعديلاتي' }).click();
    await fahad.waitForURL(/\/admin\/family-members$/);
    const [stored] = await list(`ids=${member.id}`);
    assert.equal(stored!.name, name, 'fahad’s new name is kept');
    assert.equal(stored!.bio, bio, 'khalid’s bio is kept');
    step('both saves kept: khalid’s bio and fahad’s name');

    // 4. The owner sees who did what, and undoes fahad's change.
    await ready(owner, '/admin/audit');
    await owner.getByLabel('نوع السجل').selectOption('member');
    await owner.getByRole('button', { name: 'بحث' }).click();
    const entries = owner.getByRole('list', { name: 'سجل التغييرات' }).getByRole('listitem');
    await entries.filter({ hasText: cousins[1]!.username }).first().waitFor();
    await entries.filter({ hasText: cousins[0]!.username }).first().waitFor();
    await shoot(browser, owner, '6-audit');
    await ready(owner, `/admin/family-members/edit/${member.id}`);
    await owner.getByText('سجل التعديلات').click();
    const history = owner.getByRole('list', { name: 'سجل التعديلات' });
    // Newest first: fahad's save, then khalid's. Restoring khalid's version undoes fahad's.
    const khalidsEntry = history.getByRole('listitem').filter({ hasText: cousins[0]!.username }).first();
    await khalidsEntry.getByText('عرض التفاصيل').click();
    await owner.screenshot({ path: `${out}/7-member-history-1280.png`, fullPage: true });
    await khalidsEntry.getByRole('button', { name: 'استعادة هذه النسخة' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'استعادة هذه النسخة' }).click();
    await owner.locator('[data-sonner-toast]').filter({ hasText: 'أُعيد السجل إلى هذه النسخة' }).waitFor();
    const [restored] = await list(`ids=${member.id}`);
    assert.equal(restored!.name, member.name, 'fahad’s name undone');
    assert.equal(restored!.bio, bio, 'khalid’s bio still there');
    step('the owner saw both keepers’ changes and undid fahad’s');
    console.log(`screenshots in ${out}/`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
