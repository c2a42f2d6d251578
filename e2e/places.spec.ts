import type { Page } from '@playwright/test';
import { formatGenealogyDate } from '../src/shared/format/both-calendars';
import { commonMessages } from '../src/shared/messages/common';
import { memberSearchMessages } from '../src/shared/messages/member-search';
import { lifeStoryMessages, placeMessages } from '../src/shared/messages/places';
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
  expectSoundAtBothWidths,
  layout,
  signInAsAdmin,
  test,
} from './fixtures';

// A member's life story, a place's page, the search by occupation and place, and the member form's
// events (decision 056), walked in the browser against the demo family: its founder was born in حي
// القبلة and buried in مقبرة الصليبيخات, his eldest son was a نوخذة.

const founderName = 'سالم بن عبدالله المثال';

async function memberNamed(baseURL: string, name: string): Promise<FamilyMember> {
  const members = (await (await fetch(`${baseURL}${api.familyMembers.list}`)).json()) as FamilyMember[];
  const found = members.find((member) => member.name === name);
  if (!found) throw new Error(`no member named ${name}`);
  return found;
}

/** The page is readable by everyone at its width: no serious axe violation, nothing wider than the screen. */
async function expectSound(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
}

test(
  'a visitor reads the founder’s life and walks to the places it names',
  layout,
  async ({ page, baseURL }) => {
    const founder = await memberNamed(baseURL!, founderName);
    await page.goto(paths.familyMember(founder.id));
    const story = page.getByRole('region', { name: lifeStoryMessages.heading });
    const lines = story.getByRole('listitem');
    // The birth first, the burial last, the dated facts between in their order.
    await expect(lines.first()).toContainText(lifeStoryMessages.kinds.birth);
    await expect(lines.last()).toContainText(lifeStoryMessages.kinds.burial);
    const diver = lines.filter({ hasText: 'غواص على اللؤلؤ' });
    await expect(diver).toContainText(formatGenealogyDate('1895'));
    await expect(lines.filter({ hasText: 'نورة بنت محمد' })).toContainText(lifeStoryMessages.kinds.marriage);
    await expectSound(page);

    await lines.first().getByRole('link', { name: 'حي القبلة، مدينة الكويت، الكويت' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حي القبلة');
    await expect(page.getByText(placeMessages.olderNames('فريج القبلة'))).toBeVisible();
    const born = page.getByRole('region', { name: new RegExp(placeMessages.sections.birth) });
    await expect(born.getByRole('link', { name: founderName })).toHaveAttribute(
      'href',
      paths.familyMember(founder.id),
    );
    await expect(born.getByRole('link', { name: 'عبدالله بن سالم المثال' })).toBeVisible();
    await expectSound(page);

    // Up to the place it lies within, which lists it among its own and the births within it.
    await page.getByRole('link', { name: 'مدينة الكويت، الكويت' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مدينة الكويت');
    await expect(
      page.getByRole('region', { name: placeMessages.places }).getByRole('link', { name: 'حي القبلة' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(placeMessages.sections.birth) })).toContainText(
      placeMessages.inPlace('حي القبلة'),
    );
    await expectSound(page);
  },
);

test('a visitor finds a نوخذة by his occupation and حي القبلة by its name', async ({ page, baseURL }) => {
  const captain = await memberNamed(baseURL!, 'عبدالله بن سالم المثال');
  await page.goto(paths.familyTree);
  const search = page.getByRole('combobox', { name: memberSearchMessages.label });
  await search.fill('نوخذه');
  const found = page.getByRole('option', { name: new RegExp(captain.name) });
  await expect(found).toContainText(memberSearchMessages.matched('نوخذة'));
  await found.click();
  await expect(page).toHaveURL(paths.familyMember(captain.id));

  await page.goto(paths.familyTree);
  await search.fill('القبلة');
  await page.getByRole('option', { name: /حي القبلة/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حي القبلة');
});

test('a keeper adds an occupation at a new place from the member form, and the public reads it', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const tag = `ت${Date.now().toString(36)}`;
  const school = `مدرسة ${tag}`;
  const created = await apiCall<{ data: FamilyMember }>(baseURL!, token, api.familyMembers.create, {
    method: 'POST',
    body: { name: `معلم ${tag}`, generation: 3, gender: 'male', birth: '1900', death: '1970' },
  });
  const member = created.body.data;
  try {
    await signInAsAdmin(page, baseURL!);
    await page.goto(paths.admin.familyMembersEdit(member.id));
    const e = placesAdminMessages.events;
    await page.getByRole('button', { name: e.add }).click();
    const row = page.getByRole('listitem', { name: e.eventLabel(1, lifeStoryMessages.kinds.occupation) });
    await row.getByRole('textbox', { name: e.value.occupation }).fill('معلم');
    await row.getByRole('textbox', { name: e.date }).fill('1930');
    await row.getByRole('combobox', { name: e.place }).fill(school);
    await page.getByRole('option', { name: placesAdminMessages.picker.create(school) }).click();
    await expect(row.getByRole('combobox', { name: e.place })).toHaveValue(school);
    await expectSoundAtBothWidths(page);
    await page.getByRole('button', { name: commonMessages.save }).click();
    await expect(page).toHaveURL(paths.admin.familyMembers);

    await page.goto(paths.familyMember(member.id));
    const lines = page.getByRole('region', { name: lifeStoryMessages.heading }).getByRole('listitem');
    const taught = lines.filter({ hasText: 'معلم' }).filter({ hasText: lifeStoryMessages.kinds.occupation });
    await expect(taught).toContainText(formatGenealogyDate('1930'));
    await taught.getByRole('link', { name: school }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(school);
    await expect(
      page.getByRole('region', { name: new RegExp(placeMessages.sections.occupation) }),
    ).toContainText(member.name);
  } finally {
    await apiCall(baseURL!, token, withId(api.familyMembers.delete, member.id), { method: 'DELETE' });
    const places = await apiCall<{ data: AdminPlace[] }>(baseURL!, token, api.admin.places.list);
    const made = places.body.data.find((place) => place.name === school);
    if (made) await apiCall(baseURL!, token, withId(api.admin.places.delete, made.id), { method: 'DELETE' });
  }
});
