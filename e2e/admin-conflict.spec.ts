import {
  adminToken,
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  signInAsAdmin,
  test,
} from './fixtures';

// Two keepers edit the same member from two tabs (decision 026). The second save is refused, the
// dialog shows what the first changed, nothing typed is lost, and «تطبيق تعديلاتي» saves the
// record as it is now with only this keeper's own edits on top (decision 026): both changes stay.

interface Member {
  id: number;
  name: string;
  bio: string;
}

test('the second of two tabs saving one member is shown what changed, and re-applying keeps both changes', async ({
  page,
  context,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const suffix = Date.now().toString(36);
  const body = { name: `مبارك ${suffix}`, generation: 4, gender: 'male', visibility: 'public', bio: '' };
  const id = (
    await apiCall<{ data: Member }>(baseURL!, token, '/api/family-members/create.php', {
      method: 'POST',
      body,
    })
  ).body.data.id;
  try {
    await signInAsAdmin(page, baseURL!);
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/admin/family-members/edit/${id}`);
      await expect(tab.locator('#member-name')).toHaveValue(body.name);
    }

    const newName = `مبارك بن سعد ${suffix}`;
    await other.locator('#member-name').fill(newName);
    await other.getByRole('button', { name: 'حفظ' }).click();
    await expect(other).toHaveURL(/\/admin\/family-members$/);

    await page.locator('#member-bio').fill('سيرة كتبها قريب آخر');
    await page.getByRole('button', { name: 'حفظ' }).click();
    const dialog = page.getByRole('dialog', { name: 'عدّل غيرك هذا السجل' });
    await expect(dialog).toBeVisible();
    const nameRow = dialog.getByRole('row', { name: /الاسم/ });
    await expect(nameRow).toContainText(body.name);
    await expect(nameRow).toContainText(newName);
    // The bio did not change on the server: it is not listed, and what was typed is still there.
    await expect(dialog.getByRole('row', { name: /نبذة/ })).toHaveCount(0);
    await expect(page.locator('#member-bio')).toHaveValue('سيرة كتبها قريب آخر');
    await expectNoSeriousA11yViolations(page);
    await expectSoundAtPhoneWidth(page);

    await dialog.getByRole('button', { name: 'تطبيق تعديلاتي' }).click();
    await expect(page).toHaveURL(/\/admin\/family-members$/);
    const stored = await apiCall<{ data: (Member & { version: number })[] }>(
      baseURL!,
      token,
      `/api/admin/family-members/list.php?ids=${id}`,
    );
    expect(stored.body.data[0]).toMatchObject({ name: newName, bio: 'سيرة كتبها قريب آخر', version: 3 });
  } finally {
    await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${id}`, { method: 'DELETE' });
  }
});
