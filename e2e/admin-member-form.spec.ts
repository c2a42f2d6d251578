import type { Locator, Page } from '@playwright/test';
import { adminMessages } from '../src/shared/messages/admin';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server';
import type { FamilyMember } from '../src/shared/schemas/family-member';
import type { MemberListResponse, MemberListRow } from '../src/shared/schemas/member-list';
import { api } from '../src/shared/api-paths';
import {
  adminToken,
  apiCall,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  expectSoundAtBothWidths,
  openAdminScreen,
  ownSession,
  signInAsAdmin,
  test,
} from './fixtures';

// The family-member form's searchable links against the real server and its demo
// family: father, mother and spouses found by typing, several marriages, the server's refusals
// under their fields, and the «إضافة ابن/ابنة/زوجة» prefill. Each test makes its own members
// with a unique tag in their names, so a search finds only them.

const m = adminMessages.members;
const f = m.fields;

const newTag = () => `ت${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type NewMember = Partial<Omit<FamilyMember, 'spouses'>> & {
  name: string;
  generation: number;
  spouses?: { id: number; ended: 'widowed' | 'divorced' | null }[];
};

/** Members made by a test, deleted after it (children first). */
function family(baseURL: string) {
  const made: number[] = [];
  return {
    async create(values: NewMember): Promise<FamilyMember> {
      const token = await adminToken(baseURL);
      const { status, body } = await apiCall<{ data: FamilyMember }>(
        baseURL,
        token,
        '/api/family-members/create.php',
        { method: 'POST', body: values },
      );
      expect(status).toBe(201);
      made.push(body.data.id);
      return body.data;
    },
    /** A member the browser made, to be deleted with the rest. */
    adopt(id: number) {
      made.push(id);
    },
    async cleanUp() {
      const token = await adminToken(baseURL);
      for (const id of made.reverse()) {
        await apiCall(baseURL, token, `/api/family-members/delete.php?id=${id}`, { method: 'DELETE' });
      }
    },
  };
}

/**
 * What was saved, as the admin reads it: the public answers leave out how a living member's
 * marriage ended (decision 015), and these tests check every link the form saved.
 */
async function savedMembers(baseURL: string, query: string): Promise<MemberListRow[]> {
  const token = await adminToken(baseURL);
  const answer = await apiCall<MemberListResponse>(
    baseURL,
    token,
    `${api.admin.familyMembers.list}?${query}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function memberById(baseURL: string, id: number): Promise<MemberListRow> {
  const [member] = await savedMembers(baseURL, `ids=${id}`);
  expect(member).toBeDefined();
  return member!;
}

async function membersNamed(baseURL: string, name: string): Promise<MemberListRow[]> {
  const found = await savedMembers(baseURL, `q=${encodeURIComponent(name)}&per_page=100`);
  return found.filter((member) => member.name === name);
}

/** A demo man with a father, to hang the test's members under (so their nasab has a chain). */
async function demoMan(baseURL: string): Promise<FamilyMember> {
  const all = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as FamilyMember[];
  const man = all.find(
    (member) => member.gender === 'male' && member.parent !== null && member.generation <= 3,
  );
  if (!man) throw new Error('no demo man with a father');
  return man;
}

/** The nasab the server shows under a member's name (list.php?ids=). */
async function nasabOf(baseURL: string, id: number): Promise<string> {
  const token = await adminToken(baseURL);
  const { body } = await apiCall<{ data: { nasab: string }[] }>(
    baseURL,
    token,
    `/api/admin/family-members/list.php?ids=${id}`,
  );
  return body.data[0]!.nasab;
}

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/**
 * Types part of a name, waits for the option named `name` whose second line shows `description`,
 * and picks it with the keyboard (ArrowDown to it, Enter).
 */
async function pickWithKeyboard(
  field: Locator,
  page: Page,
  query: string,
  name: string,
  description: string,
) {
  await field.fill(query);
  const options = page.getByRole('listbox').getByRole('option');
  const wanted = options
    .filter({ hasText: description })
    .filter({ has: page.getByText(name, { exact: true }) });
  await expect(wanted).toHaveCount(1);
  const ids = await options.evaluateAll((nodes) => nodes.map((node) => node.id));
  const index = ids.indexOf((await wanted.getAttribute('id'))!);
  // The options arrive with nothing highlighted: the first ArrowDown reaches the first one.
  for (let step = 0; step <= index; step += 1) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', ids[index]!);
  await field.press('Enter');
  await expect(field).toHaveValue(name);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

test.describe('member form links', () => {
  test('the father is found by part of his name, told apart by his nasab, picked with the keyboard and saved', async ({
    page,
    baseURL,
  }) => {
    const members = family(baseURL!);
    const tag = newTag();
    try {
      const grandfather = await demoMan(baseURL!);
      // Two men of the same name: only the nasab tells which is which.
      const father = await members.create({
        name: `زيد ${tag}`,
        generation: grandfather.generation + 1,
        parent: grandfather.id,
        gender: 'male',
      });
      await members.create({ name: `زيد ${tag}`, generation: 1, gender: 'male' });
      const childName = `عمر ${tag}`;

      await signInAsAdmin(page, baseURL!);
      await page.goto('/admin/family-members/new');
      await expect(page.getByRole('heading', { name: m.addTitle })).toBeVisible();
      await page.getByRole('textbox', { name: f.name, exact: true }).fill(childName);

      const fatherField = combobox(page, f.parent);
      await fatherField.fill(tag);
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2);
      await expect(page.getByRole('status').filter({ hasText: 'نتيجتان' })).toBeAttached();
      // Axe, with the list open (the options' names and the popup's roles).
      await expectSoundAtBothWidths(page);
      const nasab = await nasabOf(baseURL!, father.id);
      expect(nasab).toContain(' بن ');
      await pickWithKeyboard(fatherField, page, tag, father.name, nasab);

      // The chosen father's nasab stays under the field; the generation follows his.
      await expect(fatherField).toHaveAccessibleDescription(nasab);
      await expect(page.getByRole('combobox', { name: f.generation, exact: true })).toHaveValue(
        String(father.generation + 1),
      );
      await page.getByLabel(f.male, { exact: true }).check();
      await expectSoundAtBothWidths(page);
      await page.getByRole('button', { name: 'حفظ' }).click();

      await expect(page).toHaveURL(/\/admin\/family-members$/);
      const [created] = await membersNamed(baseURL!, childName);
      expect(created).toBeDefined();
      members.adopt(created!.id);
      expect(created).toMatchObject({
        parent: father.id,
        generation: father.generation + 1,
        gender: 'male',
      });
    } finally {
      await members.cleanUp();
    }
  });

  test('a man gets two wives in order, one divorced; the mother field then offers his wives first', async ({
    page,
    baseURL,
  }) => {
    const members = family(baseURL!);
    const tag = newTag();
    try {
      const man = await members.create({ name: `سعد ${tag}`, generation: 2, gender: 'male' });
      const first = await members.create({ name: `نورة ${tag}`, generation: 2, gender: 'female' });
      const second = await members.create({ name: `حصة ${tag}`, generation: 2, gender: 'female' });

      await signInAsAdmin(page, baseURL!);
      await page.goto(`/admin/family-members/edit/${man.id}`);
      await expect(page.getByRole('group', { name: f.wives })).toBeVisible();
      await expect(page.getByText(f.noMarriages)).toBeVisible();

      await page.getByRole('button', { name: f.addWife }).click();
      const firstField = combobox(page, f.spouseLabel('male', 0));
      await expect(firstField).toBeFocused();
      await pickWithKeyboard(firstField, page, `نورة ${tag}`, first.name, first.name);
      await page
        .getByRole('combobox', { name: f.marriageState })
        .first()
        .selectOption({ label: f.marriageDivorced });

      await page.getByRole('button', { name: f.addWife }).click();
      const secondField = combobox(page, f.spouseLabel('male', 1));
      // The wife already chosen is not offered again.
      await secondField.fill(tag);
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
      await pickWithKeyboard(secondField, page, tag, second.name, second.name);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members$/);
      const saved = await memberById(baseURL!, man.id);
      expect(saved.spouses).toEqual([
        { id: first.id, order: 1, ended: 'divorced' },
        { id: second.id, order: 2, ended: null },
      ]);

      // Reopened, the form shows both marriages as saved.
      await page.goto(`/admin/family-members/edit/${man.id}`);
      await expect(combobox(page, f.spouseLabel('male', 0))).toHaveValue(first.name);
      await expect(combobox(page, f.spouseLabel('male', 1))).toHaveValue(second.name);
      await expect(page.getByRole('combobox', { name: f.marriageState }).first()).toHaveValue('divorced');

      // A new child of his: with nothing typed, the mother field offers his wives, first wife first.
      await page.goto(`/admin/family-members/new?parent=${man.id}`);
      const mother = combobox(page, f.mother);
      await mother.click();
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        new RegExp(first.name),
        new RegExp(second.name),
      ]);
      await mother.press('ArrowDown');
      await mother.press('ArrowDown');
      await mother.press('Enter');
      await expect(mother).toHaveValue(second.name);
    } finally {
      await members.cleanUp();
    }
  });

  test('the server’s refusals show under the field they concern, and nothing typed is lost', async ({
    page,
    baseURL,
  }) => {
    const members = family(baseURL!);
    const tag = newTag();
    try {
      const grandmother = await members.create({ name: `لطيفة ${tag}`, generation: 1, gender: 'female' });
      const mother = await members.create({
        name: `موضي ${tag}`,
        generation: 2,
        mother_id: grandmother.id,
        gender: 'female',
      });
      const son = await members.create({
        name: `فهد ${tag}`,
        generation: 3,
        mother_id: mother.id,
        gender: 'male',
      });
      const grandson = await members.create({
        name: `بدر ${tag}`,
        generation: 4,
        parent: son.id,
        gender: 'male',
      });

      await signInAsAdmin(page, baseURL!);
      await page.goto(`/admin/family-members/edit/${son.id}`);
      await expect(combobox(page, f.mother)).toHaveValue(mother.name);
      const renamed = `فهد المعدل ${tag}`;
      await page.getByRole('textbox', { name: f.name, exact: true }).fill(renamed);

      // His mother is never offered as his wife (she is in the form); his grandmother is, and the
      // server refuses her, said under the marriages.
      await page.getByRole('button', { name: f.addWife }).click();
      const wifeField = combobox(page, f.spouseLabel('male', 0));
      await wifeField.fill(`موضي ${tag}`);
      await expect(page.getByText(m.noMatches).first()).toBeVisible();
      await pickWithKeyboard(wifeField, page, `لطيفة ${tag}`, grandmother.name, grandmother.name);
      // His own grandson as his father: refused too, under the father field.
      const fatherField = combobox(page, f.parent);
      await pickWithKeyboard(fatherField, page, `بدر ${tag}`, grandson.name, grandson.name);
      await page.getByRole('button', { name: 'حفظ' }).click();

      const wives = page.getByRole('group', { name: f.wives });
      await expect(wives.getByText(m.spouseIsRelative)).toBeVisible();
      await expect(wifeField).toHaveAttribute('aria-invalid', 'true');
      await expect(wifeField).toHaveAccessibleDescription(new RegExp(m.spouseIsRelative));
      await expect(page.locator('form').getByText(m.parentIsDescendant)).toBeVisible();
      await expect(fatherField).toHaveAccessibleDescription(new RegExp(m.parentIsDescendant));
      await expect(page).toHaveURL(new RegExp(`/edit/${son.id}$`));
      // Nothing typed is lost.
      await expect(page.getByRole('textbox', { name: f.name, exact: true })).toHaveValue(renamed);
      await expect(wifeField).toHaveValue(grandmother.name);
      await expectNoSeriousA11yViolations(page);

      // Editing the field clears its message; clearing the father and removing the row saves.
      await page.getByRole('button', { name: f.clearFather }).click();
      await expect(page.getByText(m.parentIsDescendant)).toHaveCount(0);
      await page.getByRole('button', { name: f.removeSpouse(f.spouseLabel('male', 0)) }).click();
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members$/);
      expect(await memberById(baseURL!, son.id)).toMatchObject({
        name: renamed,
        parent: null,
        spouses: [],
      });
    } finally {
      await members.cleanUp();
    }
  });

  test('«إضافة ابنة» opens the new-member form with the father, the gender and the generation filled in', async ({
    page,
    baseURL,
  }) => {
    const members = family(baseURL!);
    const tag = newTag();
    try {
      const father = await members.create({ name: `راشد ${tag}`, generation: 2, gender: 'male' });
      await signInAsAdmin(page, baseURL!);
      await page.goto(`/admin/family-members/edit/${father.id}`);
      const relatives = page.getByRole('navigation', { name: m.relatives });
      await expect(relatives.getByRole('link', { name: f.addWife })).toHaveAttribute(
        'href',
        `/admin/family-members/new?spouse=${father.id}&gender=female`,
      );

      // Unsaved changes: following the link asks first.
      await page.getByRole('textbox', { name: f.death, exact: true }).fill('1999');
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await relatives.getByRole('link', { name: m.addDaughter }).click();
      await expect.poll(() => asked).not.toBe('');
      await expect(page).toHaveURL(new RegExp(`/edit/${father.id}$`));
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'إلغاء' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members$/);

      await page.goto(`/admin/family-members/edit/${father.id}`);
      await page
        .getByRole('navigation', { name: m.relatives })
        .getByRole('link', { name: m.addDaughter })
        .click();
      await expect(page).toHaveURL(new RegExp(`/new\\?parent=${father.id}&gender=female$`));
      await expect(page.getByRole('heading', { name: m.addTitle })).toBeVisible();
      await expect(combobox(page, f.parent)).toHaveValue(father.name);
      await expect(page.getByRole('combobox', { name: f.generation, exact: true })).toHaveValue('3');
      await expect(page.getByLabel(f.female, { exact: true })).toBeChecked();
      await expectNoHorizontalOverflow(page);

      const daughter = `مريم ${tag}`;
      await page.getByRole('textbox', { name: f.name, exact: true }).fill(daughter);
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members$/);
      const [created] = await membersNamed(baseURL!, daughter);
      members.adopt(created!.id);
      expect(created).toMatchObject({ parent: father.id, gender: 'female', generation: 3 });
    } finally {
      await members.cleanUp();
    }
  });

  test('a save that meets an ended session keeps the chosen father and wife for after logging in again', async ({
    page,
    baseURL,
  }) => {
    const members = family(baseURL!);
    const tag = newTag();
    try {
      const father = await members.create({ name: `ناصر ${tag}`, generation: 2, gender: 'male' });
      const wife = await members.create({ name: `شيخة ${tag}`, generation: 3, gender: 'female' });
      const pageToken = await ownSession(page, baseURL!);
      await openAdminScreen(page, `/admin/family-members/new?spouse=${wife.id}&gender=male`);
      await expect(combobox(page, f.spouseLabel('male', 0))).toHaveValue(wife.name);
      const name = `جاسم ${tag}`;
      await page.getByRole('textbox', { name: f.name, exact: true }).fill(name);
      await pickWithKeyboard(combobox(page, f.parent), page, tag, father.name, father.name);
      await page.getByRole('combobox', { name: f.marriageState }).selectOption({ label: f.marriageWidowed });

      // The session ends on the server while the form is open.
      await apiCall(baseURL!, pageToken, '/api/admin/logout.php', { method: 'POST', body: {} });
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page).toHaveURL(/\/admin\/login\?returnTo=/);
      await page.getByLabel('اسم المستخدم').fill(ADMIN_USERNAME);
      await page.getByLabel('كلمة المرور').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

      // Back on the same prefilled form, with everything chosen still there, labels included.
      await expect(page).toHaveURL(new RegExp(`/new\\?spouse=${wife.id}&gender=male$`));
      await expect(page.getByRole('textbox', { name: f.name, exact: true })).toHaveValue(name);
      await expect(combobox(page, f.parent)).toHaveValue(father.name);
      await expect(combobox(page, f.spouseLabel('male', 0))).toHaveValue(wife.name);
      await expect(page.getByRole('combobox', { name: f.marriageState })).toHaveValue('widowed');
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page).toHaveURL(/\/admin\/family-members$/);
      const [created] = await membersNamed(baseURL!, name);
      members.adopt(created!.id);
      expect(created).toMatchObject({
        parent: father.id,
        generation: 3,
        spouses: [{ id: wife.id, order: 1, ended: 'widowed' }],
      });
    } finally {
      await members.cleanUp();
    }
  });
});
