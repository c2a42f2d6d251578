import {
  adminToken,
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  signInAsAdmin,
  test,
} from './fixtures';

// Issue #12: a keeper renames a member; the owner opens the member's «سجل التعديلات», sees the
// name before and after, restores the old one, and finds both changes in «سجل التغييرات».

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
    await apiCall(baseURL!, token, `/api/family-members/update.php?id=${id}`, {
      method: 'PUT',
      body: { ...body, name: renamed },
    });

    await signInAsAdmin(page, baseURL!);
    await page.goto(`/admin/family-members/edit/${id}`);
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
    const stored = await apiCall<{ data: Member[] }>(
      baseURL!,
      token,
      `/api/admin/family-members/list.php?ids=${id}`,
    );
    expect(stored.body.data[0]!.name).toBe(original);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'سجل التغييرات' })).toBeVisible();
    await page.getByLabel('نوع السجل').selectOption('member');
    await page.getByLabel('نوع التغيير').selectOption('restore');
    await page.getByRole('button', { name: 'بحث' }).click();
    const entries = page.getByRole('list', { name: 'سجل التغييرات' }).getByRole('listitem');
    await expect(entries.first()).toContainText(`فرد من العائلة #${id}`);
    await expectNoSeriousA11yViolations(page);
    await expectSoundAtPhoneWidth(page);
  } finally {
    await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${id}`, { method: 'DELETE' });
  }
});
