import {
  adminToken,
  apiCall,
  expect,
  expectSoundAtPhoneWidth,
  navigateInApp,
  signInAsAdmin,
  test,
} from './fixtures';

// The owner renames a member (decision 025), opens the member's «سجل التعديلات», sees the name before
// and after, restores the old one, finds it on the public page, and then the restore in
// «سجل التغييرات», filtered by the kind of record.

interface Member {
  id: number;
  name: string;
}

test('the owner sees a member’s changes field by field and restores the previous version', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const suffix = Date.now().toString(36);
  const original = `سليمان ${suffix}`;
  const renamed = `سليمان بن خالد ${suffix}`;
  const body = { name: original, generation: 4, gender: 'male', visibility: 'public' };
  const created = await apiCall<{ data: Member }>(baseURL!, token, '/api/family-members/create.php', {
    method: 'POST',
    body,
  });
  const id = created.body.data.id;
  try {
    await signInAsAdmin(page, baseURL!);
    // The public page is read (and kept by the server's cache) before the change and the restore.
    await page.goto(`/family-tree/member/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);

    await navigateInApp(page, `/admin/family-members/edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'الاسم', exact: true })).toHaveValue(original);
    await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/family-members$/);

    await navigateInApp(page, `/admin/family-members/edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'الاسم', exact: true })).toHaveValue(renamed);
    await page.getByText('سجل التعديلات').click();
    const history = page.getByRole('list', { name: 'سجل التعديلات' });
    const update = history.getByRole('listitem').filter({ hasText: 'تعديل' });
    await update.getByText('عرض التفاصيل').click();
    const row = update.getByRole('row', { name: /الاسم/ });
    await expect(row).toContainText(original);
    await expect(row).toContainText(renamed);
    await expect(update.getByRole('button', { name: 'استعادة هذه النسخة' })).toBeVisible();

    // The creation's entry holds the original name: restoring it brings the name back.
    const creation = history.getByRole('listitem').filter({ hasText: 'إضافة' });
    await creation.getByText('عرض التفاصيل').click();
    await creation.getByRole('button', { name: 'استعادة هذه النسخة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'استعادة هذه النسخة' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'أُعيد السجل إلى هذه النسخة' }),
    ).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText('استعادة');

    await page.goto(`/family-tree/member/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);

    await navigateInApp(page, '/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'سجل التغييرات' })).toBeVisible();
    await page.getByLabel('نوع السجل').selectOption('member');
    await page.getByRole('button', { name: 'بحث' }).click();
    const entries = page.getByRole('list', { name: 'سجل التغييرات' }).getByRole('listitem');
    await expect(entries.first()).toContainText(`فرد من العائلة #${id}: ${original}`);
    await expect(entries.first()).toContainText('استعادة');
    await expect(entries.filter({ hasNotText: 'فرد من العائلة' })).toHaveCount(0);
    await expectSoundAtPhoneWidth(page);
  } finally {
    await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${id}`, { method: 'DELETE' });
  }
});
