import { api, withId } from '../src/shared/api-paths';
import { memberSuggestionMessages as m } from '../src/shared/messages/member-suggestions';
import { memberSuggestionAdminMessages as admin } from '../src/shared/messages/member-suggestions-admin';
import { adminMessages } from '../src/shared/messages/admin';
import { paths } from '../src/web/config/paths';
import { adminToken, apiCall, expect, expectSoundAtPhoneWidth, signInAsAdmin, test } from './fixtures';

// «اقترح تصحيحاً» (decision 021), walked once: a cousin sends a correction from a
// member's page; the administrator sees it counted in the sidebar, compares it with what is
// stored, applies it through the member's form and saves. One page load per side, for CI's budget.

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a suggestion sent from a member page reaches the admin queue and is applied through the form', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const name = unique('مبارك بن سعد');
  const created = await apiCall<{ data: { id: number } }>(baseURL!, token, api.familyMembers.create, {
    method: 'POST',
    body: { name, generation: 3, gender: 'male', birth: '1931', visibility: 'public' },
  });
  expect(created.status).toBe(201);
  const memberId = created.body.data.id;

  try {
    // The visitor's side.
    await page.goto(paths.familyMember(memberId));
    await page.getByRole('button', { name: m.suggest }).click();
    const dialog = page.getByRole('dialog', { name: m.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(m.messageLabel)).toBeVisible();
    await expectSoundAtPhoneWidth(page);

    await dialog.getByLabel(m.fieldLabel).selectOption('birth');
    await dialog.getByLabel(m.messageLabel).fill('سنة الميلاد المكتوبة خطأ');
    await dialog.getByLabel(m.correctValueLabel).fill('1932');
    await dialog.getByLabel(m.nameLabel).fill('ابن العم');
    await dialog.getByLabel(m.phoneLabel).fill('9999 8888');
    await dialog.getByRole('button', { name: m.send }).click();
    await expect(dialog.getByRole('status')).toContainText(m.sent);
    await dialog.getByRole('button', { name: 'إغلاق' }).first().click();
    await expect(dialog).toBeHidden();
    // Stored, not applied.
    const stored = await (await fetch(`${baseURL}${withId(api.familyMembers.get, memberId)}`)).json();
    expect(stored.birth).toBe('1931');

    // The administrator's side: the sidebar counts what waits (other tests of this worker may add).
    const stats = await apiCall<{ unreadSuggestions: number }>(baseURL!, token, api.admin.stats);
    const unread = stats.body.unreadSuggestions;
    expect(unread).toBeGreaterThanOrEqual(1);
    await signInAsAdmin(page, baseURL!);
    await page.goto(paths.admin.dashboard);
    const sidebarLink = page
      .getByRole('navigation', { name: adminMessages.shell.sidebarLabel })
      .getByRole('link', { name: new RegExp(`${admin.nav}.*${admin.sidebarUnread(unread)}`) });
    await expect(sidebarLink).toBeVisible();
    await sidebarLink.click();
    await expect(page).toHaveURL(paths.admin.suggestions);

    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const suggested = card.getByRole('region', { name: admin.suggested });
    const current = card.getByRole('region', { name: admin.current });
    await expect(suggested).toContainText('1932');
    await expect(suggested).toContainText(m.fields.birth);
    await expect(current.locator('[data-about]')).toContainText('1931');
    await expectSoundAtPhoneWidth(page);

    await card.getByRole('link', { name: admin.applyItem(name) }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.admin.familyMembersEdit(memberId)}\\?suggestion=\\d+$`));
    await expect(page.getByText(admin.applying('ابن العم'))).toBeVisible();
    await expect(page.getByLabel(adminMessages.members.fields.birth, { exact: true })).toHaveValue('1932');
    await page.getByRole('button', { name: 'حفظ' }).click();

    await expect(page).toHaveURL(paths.admin.suggestions);
    await expect(page.getByText(admin.appliedAfterSave)).toBeVisible();
    await page.getByRole('button', { name: admin.filters.applied }).click();
    await expect(page.getByRole('article').filter({ hasText: name })).toContainText(admin.statuses.applied);
    const after = await (await fetch(`${baseURL}${withId(api.familyMembers.get, memberId)}`)).json();
    expect(after.birth).toBe('1932');
  } finally {
    await apiCall(baseURL!, token, withId(api.familyMembers.delete, memberId), { method: 'DELETE' });
  }
});
