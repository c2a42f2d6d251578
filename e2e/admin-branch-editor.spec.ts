import { api, withId } from '../src/shared/api-paths';
import { adminMessages } from '../src/shared/messages/admin';
import { branchMessages } from '../src/shared/messages/branch-editor';
import { adminToken, apiCall, expect, expectSoundAtPhoneWidth, signIn, test } from './fixtures';

const m = adminMessages.members;

// A cousin keeps one branch (decision 022). His admin says so, his members list offers edit and
// delete only inside the branch (and narrows to «أفراد فرعك»), the other sections are not his,
// and he adds a child to a member of his branch.

interface Row {
  id: number;
  name: string;
  parent: number | null;
  generation: number;
  gender: 'male' | 'female' | null;
}

test('a branch editor sees his branch badge, may edit only inside the branch, and adds a child there', async ({
  page,
  baseURL,
}) => {
  const owner = await adminToken(baseURL!);
  const all = (
    await apiCall<{ data: Row[] }>(baseURL!, owner, '/api/admin/family-members/list.php?per_page=100')
  ).body.data;
  const founder = all.find((row) => row.generation === 1)!;
  const root = all.find(
    (row) =>
      row.parent === founder.id && all.some((child) => child.parent === row.id && child.gender === 'male'),
  )!;
  // A son, so «إضافة ابن» makes him the father.
  const child = all.find((row) => row.parent === root.id && row.gender === 'male')!;

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
  await expect(
    page.getByRole('status').filter({ hasText: branchMessages.listNote(root.name) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `تعديل: ${founder.name}` })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: founder.name, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: branchMessages.onlyMyBranch }).check();
  await expect(page).toHaveURL(/branch=1/);
  await expect(page.getByRole('cell', { name: founder.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `تعديل: ${child.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `تعديل: ${root.name}` })).toHaveCount(0);
  await expectSoundAtPhoneWidth(page);

  // A son for a member of the branch, through his row's «إضافة ابن».
  const sonName = `ابن الفرع ${username}`;
  await page.getByRole('button', { name: m.relativesOf(child.name) }).click();
  await page.getByRole('link', { name: m.addSon, exact: true }).click();
  await expect(page.getByRole('combobox', { name: m.fields.parent, exact: true })).toHaveValue(child.name);
  await page.getByRole('textbox', { name: m.fields.name, exact: true }).fill(sonName);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/admin\/family-members$/);
  await expect(page.getByRole('status').filter({ hasText: m.created })).toBeVisible();

  // Someone outside the branch opened by his address: said so, and no form to fill in vain.
  await page.goto(`/admin/family-members/edit/${founder.id}`);
  await expect(page.getByText(branchMessages.readOnlyMember(founder.name))).toBeVisible();
  await expect(page.getByRole('button', { name: 'حفظ' })).toHaveCount(0);

  const made = (
    await apiCall<{ data: Row[] }>(
      baseURL!,
      owner,
      `/api/admin/family-members/list.php?q=${encodeURIComponent(sonName)}`,
    )
  ).body.data;
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ parent: child.id, generation: child.generation + 1 });
  await apiCall(baseURL!, owner, withId(api.familyMembers.delete, made[0]!.id), {
    method: 'DELETE',
  });
});
