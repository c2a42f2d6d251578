import type { Page } from '@playwright/test';
import { commonMessages } from '../src/shared/messages/common';
import { placesAdminMessages } from '../src/shared/messages/places-admin';
import { api, withId } from '../src/shared/api-paths';
import type { FamilyMember } from '../src/shared/schemas/family-member';
import type { AdminPlace } from '../src/shared/schemas/place';
import { paths } from '../src/web/config/paths';
import {
  adminToken,
  apiCall,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  layout,
  signInAsAdmin,
  test,
} from './fixtures';

// «الأماكن» (decision 061): a keeper renames a place, moves it under another with the combobox,
// merges a second copy of it into it, and is refused the delete of a place still used. Against the
// demo family's places (الكويت › مدينة الكويت › حي القبلة), at 1280 and 375 px.

const m = placesAdminMessages;

async function expectSound(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** Picks the place whose chain is `fullName` after typing `typed` into the combobox named `label`. */
async function pickPlace(page: Page, label: string, typed: string, fullName: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: fullName, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(fullName);
}

test(
  'a keeper renames, moves and merges a place, and may not delete one in use',
  layout,
  async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const tag = `ت${Date.now().toString(36)}`;
    const place = (body: Record<string, unknown>) =>
      apiCall<{ data: AdminPlace }>(baseURL!, token, api.admin.places.create, {
        method: 'POST',
        body: { older_names: '', latitude: null, longitude: null, parent_id: null, ...body },
      }).then((answer) => answer.body.data);
    // A place written loosely at the top, and a second copy of it an import brought, with a member.
    const kept = await place({ name: `فريج ${tag}` });
    const copy = await place({ name: `Freej ${tag}` });
    const created = await apiCall<{ data: FamilyMember }>(baseURL!, token, api.familyMembers.create, {
      method: 'POST',
      body: {
        name: `ساكن ${tag}`,
        generation: 3,
        gender: 'male',
        birth: '1900',
        death: '1970',
        birth_place_id: copy.id,
      },
    });
    const member = created.body.data;
    const renamed = `فريج ${tag} القديم`;
    try {
      await signInAsAdmin(page, baseURL!);
      await page.goto(paths.admin.places);
      await page.getByRole('searchbox', { name: m.list.search }).fill(tag);
      const cards = page.getByRole('listitem').filter({ hasText: tag });
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: copy.name })).toContainText(m.list.members(1));
      await expectSound(page);

      // Rename and move under مدينة الكويت, chosen with the combobox.
      await page.getByRole('link', { name: m.list.editItem(kept.name) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.form.editTitle);
      await page.getByRole('textbox', { name: m.form.name }).fill(renamed);
      await pickPlace(page, m.form.parent, 'مدينة', 'مدينة الكويت، الكويت');
      await expectSound(page);
      await page.getByRole('button', { name: commonMessages.save }).click();
      await expect(page.getByText(m.form.updated)).toBeVisible();

      // The copy merged into it: its member follows, its name becomes an older name of the kept place.
      await page.goto(paths.admin.placesEdit(copy.id));
      const merge = page.getByRole('region', { name: m.merge.title });
      await pickPlace(page, m.merge.into, tag, `${renamed}، مدينة الكويت، الكويت`);
      await expectSound(page);
      await merge.getByRole('button', { name: m.merge.submit }).click();
      const dialog = page.getByRole('dialog', {
        name: m.merge.confirm(copy.name, `${renamed}، مدينة الكويت، الكويت`),
      });
      await dialog.getByRole('button', { name: m.merge.submit }).click();
      await expect(page).toHaveURL(paths.admin.placesEdit(kept.id));
      await expect(page.getByText(m.form.merged)).toBeVisible();
      await expect(page.getByRole('textbox', { name: m.form.olderNames })).toHaveValue(copy.name);

      await page.goto(paths.admin.places);
      await page.getByRole('searchbox', { name: m.list.search }).fill(tag);
      await expect(cards).toHaveCount(1);
      const card = cards.first();
      await expect(card).toContainText(renamed);
      await expect(card).toContainText(`${m.list.within}: مدينة الكويت، الكويت`);
      await expect(card).toContainText(m.list.members(1));

      // Still the birthplace of one member: the delete is refused, saying so.
      await card.getByRole('button', { name: m.list.deleteItem(renamed) }).click();
      await page.getByRole('dialog').getByRole('button', { name: commonMessages.delete }).click();
      await expect(page.getByText(m.validation.inUse(1, 0))).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expectSound(page);
    } finally {
      await apiCall(baseURL!, token, withId(api.familyMembers.delete, member.id), { method: 'DELETE' });
      for (const id of [kept.id, copy.id]) {
        await apiCall(baseURL!, token, withId(api.admin.places.delete, id), { method: 'DELETE' });
      }
    }
  },
);
