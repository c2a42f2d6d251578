import { demoContentMessages } from '../src/shared/messages/demo-content';
import { emptySiteMessages } from '../src/shared/messages/empty-site';
import { publicMessages } from '../src/shared/messages/public';
import { expect, expectSoundAtPhoneWidth, signInAsAdmin, test as withWorkerServer } from './fixtures';
import { startServer, type RunningServer } from './server';

// «إزالة المحتوى التجريبي» (decision 017): a server of its own, so the other tests keep their demo.
const test = withWorkerServer.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test('the demo is removed once, after a confirmation, and the public pages show their empty states', async ({
  page,
  baseURL,
}) => {
  // A real site has been visited first: each news page read is counted against a demo item, and
  // the removal must let go of those counts too.
  for (const newsId of [6, 1]) {
    const reading = page.waitForResponse((response) => response.url().includes(`/api/views/?news=${newsId}`));
    await page.goto(`/news/${newsId}`);
    expect((await reading).status()).toBe(200);
  }
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin');
  const remove = page.getByRole('button', { name: demoContentMessages.remove });
  await expect(remove).toBeVisible();

  await remove.click();
  const dialog = page.getByRole('dialog', { name: demoContentMessages.confirmTitle });
  await expect(dialog).toBeVisible();
  // What goes and what stays, before anything goes.
  await expect(dialog).toContainText('أفراد شجرة العائلة');
  await expect(dialog).toContainText('حساب المدير وإعدادات الموقع');
  await expectSoundAtPhoneWidth(page);
  await dialog.getByRole('button', { name: demoContentMessages.confirm, exact: true }).click();

  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: demoContentMessages.removed }),
  ).toBeVisible();
  await expect(remove).toHaveCount(0);
  await expect(page.getByRole('heading', { name: demoContentMessages.title })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByText(publicMessages.home.noNews)).toBeVisible();
  await expect(page.getByText(emptySiteMessages.notablePeople)).toBeVisible();
  await expectSoundAtPhoneWidth(page);
  await page.goto('/news');
  await expect(page.getByText(emptySiteMessages.news)).toBeVisible();

  // Nothing left to offer, after a reload too.
  const answered = page.waitForResponse((response) => response.url().includes('/api/admin/demo-content.php'));
  await page.goto('/admin');
  expect(await (await answered).json()).toMatchObject({ hasDemoContent: false });
  await expect(remove).toHaveCount(0);
});
