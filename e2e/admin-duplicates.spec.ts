import type { MemberListResponse } from '../src/shared/schemas/member-list';
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

// «الأفراد المكررون» (decision 057): a pair a second import would bring, compared field by field,
// merged after a confirmation, and undone from the same screen. At 1280 px and 375 px.

/** A father and two records of one son, as two files would give them; names unique to the run. */
async function twoRecordsOfOneSon(baseURL: string) {
  const token = await adminToken(baseURL);
  const tag = String(Date.now()).slice(-6);
  const create = async (body: Record<string, unknown>) =>
    (
      await apiCall<{ data: { id: number } }>(baseURL, token, '/api/family-members/create.php', {
        method: 'POST',
        body: { generation: 2, gender: 'male', visibility: 'public', ...body },
      })
    ).body.data.id;
  const fatherName = `مرزوق ${tag}`;
  const father = await create({ name: fatherName, generation: 1, birth: '1850' });
  const kept = await create({ name: 'هلال', parent: father, birth: '1880', bio: 'من الملف الأول' });
  const merged = await create({
    name: 'هلال',
    parent: father,
    birth: 'ABT 1880',
    bio: 'سيرة من الملف الثاني',
  });
  return { token, fatherName, kept, merged };
}

async function membersByIds(baseURL: string, token: string, ids: number[]) {
  const path = `/api/admin/family-members/list.php?ids=${ids.join(',')}`;
  return (await apiCall<MemberListResponse>(baseURL, token, path)).body.data;
}

test(
  'a likely pair is compared, merged with the chosen fields, and undone',
  layout,
  async ({ page, baseURL }) => {
    const { token, fatherName, kept, merged } = await twoRecordsOfOneSon(baseURL!);
    await signInAsAdmin(page, baseURL!);
    await page.goto('/admin/duplicates');

    const card = page.getByRole('article').filter({ hasText: fatherName });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('list', { name: 'أسباب التشابه' })).toContainText('الأب نفسه');
    await expect(card.getByRole('list', { name: 'أسباب التشابه' })).toContainText('تاريخ الميلاد متقارب');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: /^مقارنة ودمج/ }).click();
    await expect(page.getByRole('heading', { name: 'مقارنة ودمج' })).toBeVisible();
    const survivor = page.getByRole('group', { name: 'الفرد الذي يبقى' });
    await expect(survivor.getByRole('radio', { name: new RegExp(`رقم ${kept}`) })).toBeChecked();
    // The birth and the biography differ; the father is the same, so it is not asked about.
    await expect(page.getByRole('group', { name: 'الأب' })).toHaveCount(0);
    const bio = page.getByRole('group', { name: 'النبذة' });
    await expect(bio.getByRole('radio', { name: /قيمة الفرد الباقي/ })).toBeChecked();
    await bio.getByRole('radio', { name: /قيمة الفرد المدموج/ }).check();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'دمج الفردين' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`رقم ${merged}`);
    await dialog.getByRole('button', { name: 'دمج', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'تم دمج الفردين في فرد واحد' });
    await expect(done).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const afterMerge = await membersByIds(baseURL!, token, [kept, merged]);
    expect(afterMerge.map((row) => [row.id, row.bio])).toEqual([[kept, 'سيرة من الملف الثاني']]);

    await done.getByRole('button', { name: 'تراجع' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم التراجع عن الدمج' })).toBeVisible();
    const afterUndo = await membersByIds(baseURL!, token, [kept, merged]);
    expect(afterUndo.map((row) => [row.id, row.bio])).toEqual([
      [kept, 'من الملف الأول'],
      [merged, 'سيرة من الملف الثاني'],
    ]);

    await page.getByRole('link', { name: 'العودة إلى القائمة' }).click();
    const recent = page.getByRole('region', { name: 'آخر عمليات الدمج' });
    await expect(recent.getByRole('listitem').filter({ hasText: `رقم ${merged}` })).toContainText(
      'تم التراجع',
    );
  },
);
