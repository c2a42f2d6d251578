import { adminToken, apiCall, expect, expectSoundAtPhoneWidth, signIn, test } from './fixtures';

// Issue #12: a cousin keeps one branch. His admin says so, his members list offers edit and
// delete only inside the branch, and the other sections are not his.

interface Row {
  id: number;
  name: string;
  parent: number | null;
  generation: number;
}

test('a branch editor sees his branch badge and may edit only inside the branch', async ({
  page,
  baseURL,
}) => {
  const owner = await adminToken(baseURL!);
  const all = (
    await apiCall<{ data: Row[] }>(baseURL!, owner, '/api/admin/family-members/list.php?per_page=100')
  ).body.data;
  const founder = all.find((row) => row.generation === 1)!;
  const root = all.find((row) => row.parent === founder.id && all.some((child) => child.parent === row.id))!;
  const child = all.find((row) => row.parent === root.id)!;

  const username = `branch-${Date.now().toString(36)}`;
  const created = await apiCall<{ temporary_password: string }>(
    baseURL!,
    owner,
    '/api/admin/users/create.php',
    {
      method: 'POST',
      body: { username, role: 'branch_editor', branch_member_id: root.id },
    },
  );
  const login = await fetch(`${baseURL}/api/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: created.body.temporary_password }),
  });
  const token = ((await login.json()) as { token: string }).token;
  await apiCall(baseURL!, token, '/api/admin/change-password.php', {
    method: 'POST',
    body: { currentPassword: created.body.temporary_password, newPassword: 'فرع-الأحفاد-على-البحر' },
  });

  await signIn(page, token);
  await page.goto('/admin/family-members');
  await expect(page.getByRole('banner')).toContainText(`محرر فرع: ${root.name}`);
  const sidebar = page.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
  await expect(sidebar.getByRole('link', { name: 'إدارة شجرة العائلة' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'إدارة الأخبار' })).toHaveCount(0);

  // Inside the branch: edit; the chosen member himself and the founder: read-only.
  await expect(page.getByRole('link', { name: `تعديل: ${child.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `تعديل: ${root.name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `تعديل: ${founder.name}` })).toHaveCount(0);
  await expectSoundAtPhoneWidth(page);
});
