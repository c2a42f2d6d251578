import * as OTPAuth from 'otpauth';
import { adminToken, apiCall, expect, expectSoundAtPhoneWidth, signIn, test } from './fixtures';

// A keeper turns on two-factor sign-in with the QR code's key and a code (decision 024), keeps the
// recovery codes, and then signs in with the password and a code, and once with a recovery code.

const codeFor = (secret: string, offsetSteps: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test('a keeper enrols with the QR code, then signs in with a code and with a recovery code', async ({
  page,
  baseURL,
}) => {
  const owner = await adminToken(baseURL!);
  const username = `twofa-${Date.now().toString(36)}`;
  const password = 'مفتاح-الديوان-القديم';
  const created = await apiCall<{ temporary_password: string }>(
    baseURL!,
    owner,
    '/api/admin/users/create.php',
    {
      method: 'POST',
      body: { username, role: 'editor' },
    },
  );
  const first = await fetch(`${baseURL}/api/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: created.body.temporary_password }),
  });
  const token = ((await first.json()) as { token: string }).token;
  await apiCall(baseURL!, token, '/api/admin/change-password.php', {
    method: 'POST',
    body: { currentPassword: created.body.temporary_password, newPassword: password },
  });

  await signIn(page, token);
  await page.goto('/admin/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق بخطوتين' })).toBeVisible();
  await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
  await expect(page.getByRole('img', { name: 'رمز QR لإضافة الحساب إلى تطبيق المصادقة' })).toBeVisible();
  await expectSoundAtPhoneWidth(page);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('الرمز من التطبيق').fill(codeFor(secret, 0));
  // Decision 035: a session alone may not turn it on; the password is asked for too.
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تأكيد وتفعيل' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  const secondRecovery = (await codes.nth(1).textContent())!.trim();
  await page.getByRole('button', { name: 'حفظتها' }).click();
  await expect(page.getByText('التحقق بخطوتين مفعّل لحسابك.')).toBeVisible();

  // Signing in: the password, then the code of the next step (each step is accepted once).
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByLabel('الرمز من التطبيق').fill('000000');
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'الرمز غير صحيح' })).toBeVisible();
  await page.getByLabel('الرمز من التطبيق').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // Without the phone: a recovery code, once.
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByRole('button', { name: 'استخدام رمز استرداد' }).click();
  await page.getByLabel('رمز الاسترداد').fill(recovery);
  await page.getByRole('button', { name: 'تحقق' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // A new phone (decision 035): the new app's code, the password and a current code — here
  // another recovery code, as a keeper who lost the old phone would give.
  await page.goto('/admin/two-factor');
  const move = page.getByRole('region', { name: 'نقل التحقق إلى هاتف أو تطبيق جديد' });
  await move.getByRole('button', { name: 'بدء النقل' }).click();
  const newSecret = (await move.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(newSecret).not.toBe(secret);
  await move.getByLabel('الرمز من التطبيق الجديد').fill(codeFor(newSecret, 0));
  await move.getByLabel('كلمة المرور').fill(password);
  await move.getByLabel('رمز التطبيق الحالي أو رمز استرداد').fill('00000-00000');
  await move.getByRole('button', { name: 'تأكيد النقل' }).click();
  await expect(
    move.getByRole('alert').filter({ hasText: 'كلمة المرور الحالية أو رمز التحقق غير صحيح' }),
  ).toBeVisible();
  await move.getByLabel('رمز التطبيق الحالي أو رمز استرداد').fill(secondRecovery);
  await move.getByRole('button', { name: 'تأكيد النقل' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
});
