import type { FamilyMember } from '../src/shared/schemas/family-member';
import type { AdminNewsItem } from '../src/shared/schemas/news';
import { newsPublishingMessages } from '../src/shared/messages/news-publishing';
import { publicMessages } from '../src/shared/messages/public';
import {
  adminToken,
  apiCall,
  dateField,
  expect,
  expectNoSeriousA11yViolations,
  expectSoundAtPhoneWidth,
  pickDate,
  signInAsAdmin,
  test,
} from './fixtures';

// News that can wait (decision 016): a draft naming a member is nobody's news until
// the admin publishes it; «معاينة» shows it as the public will; once published, the news page
// links to the member.

const p = newsPublishingMessages;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a draft naming a member: hidden publicly, previewed, scheduled, then published with its link', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const tag = unique('موسى');
  const family = (await (await fetch(`${baseURL}/api/family-members/`)).json()) as FamilyMember[];
  const father = family.find((m) => m.gender === 'male' && m.parent !== null && m.visibility === 'public');
  if (!father) throw new Error('no public demo father found');
  const member = (
    await apiCall<{ data: FamilyMember }>(baseURL!, token, '/api/family-members/create.php', {
      method: 'POST',
      body: { name: tag, generation: father.generation + 1, parent: father.id, visibility: 'public' },
    })
  ).body.data;
  const title = unique('خبر ينتظر');

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/news/add');
  await page.getByLabel('العنوان').fill(title);
  await page.getByLabel('المقتطف').fill(`مقتطف ${title}`);
  await page.getByLabel('المحتوى').fill(`الفقرة الأولى من ${title}\n\nالفقرة الثانية`);
  await pickDate(page, 'التاريخ', '2091-03-01');

  // The time is asked for only when it means something.
  const status = page.getByRole('combobox', { name: p.fields.status });
  const publishAt = dateField(page, p.fields.publishAt);
  await expect(status).toHaveValue('published');
  await expect(publishAt).toHaveCount(0);
  await status.selectOption('scheduled');
  await expect(publishAt).toBeVisible();

  const search = page.getByRole('combobox', { name: p.fields.memberSearch });
  await search.fill(tag);
  await page.getByRole('option', { name: new RegExp(tag) }).click();
  const chips = page.getByRole('list', { name: p.fields.members });
  await expect(chips.getByRole('listitem')).toHaveText([tag]);
  await expect(search).toHaveValue('');
  await expect(chips.getByRole('button', { name: p.fields.removeMember(tag) })).toBeVisible();
  // The form as it reads with a time to set and a member named, at both widths.
  await expectSoundAtPhoneWidth(page);

  await status.selectOption('draft');
  await expect(publishAt).toHaveCount(0);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة الخبر بنجاح' })).toBeVisible();

  const list = await apiCall<{ data: AdminNewsItem[] }>(baseURL!, token, '/api/admin/news/index.php');
  const item = list.body.data.find((n) => n.title === title)!;
  expect(item).toMatchObject({ status: 'draft', publish_at: null, member_ids: [member.id] });

  // Nobody else sees a draft: its page is the not-found page, with the 404 status.
  const publicPage = await fetch(`${baseURL}/news/${item.id}`);
  expect(publicPage.status).toBe(404);

  // The admin list: its badge, the status filter, and «معاينة».
  await page.goto('/admin/news');
  await page.getByLabel('البحث في الأخبار').fill(title);
  const statuses = page.getByRole('group', { name: p.list.statusFilter });
  await statuses.getByRole('button', { name: p.statuses.published, exact: true }).click();
  await expect(page.getByText('لا توجد أخبار تطابق البحث')).toBeVisible();
  await statuses.getByRole('button', { name: p.statuses.draft, exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(p.statuses.draft, { exact: true })).toBeVisible();
  await expectSoundAtPhoneWidth(page);
  await card.getByRole('link', { name: p.preview.actionItem(title) }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/news/preview/${item.id}$`));
  await expect(page.getByText(p.preview.noticeDraft)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: tag })).toHaveAttribute(
    'href',
    `/family-tree/member/${member.id}`,
  );

  // Scheduled far ahead: still nobody's news, and the list says when it goes out.
  await page.getByRole('link', { name: p.preview.edit }).click();
  await status.selectOption('scheduled');
  await pickDate(page, p.fields.publishAt, '2090-01-01');
  const time = page.getByRole('group', { name: p.fields.publishAt });
  await time.getByRole('combobox', { name: 'الساعة' }).selectOption('09');
  await expect(time.getByRole('combobox', { name: 'الدقيقة' })).toHaveValue('00');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم تحديث الخبر بنجاح' })).toBeVisible();
  expect((await fetch(`${baseURL}/api/news/get.php?id=${item.id}`)).status).toBe(404);
  await page.goto('/admin/news');
  await page.getByLabel('البحث في الأخبار').fill(title);
  const scheduledCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(scheduledCard.getByText(p.statuses.scheduled, { exact: true })).toBeVisible();
  await expect(scheduledCard.locator('time[datetime="2090-01-01T06:00:00.000Z"]')).toContainText('2090');

  // Published: the public page, with its link to the member's page.
  await page.goto(`/admin/news/edit/${item.id}`);
  await status.selectOption('published');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم تحديث الخبر بنجاح' })).toBeVisible();

  await page.goto(`/news/${item.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const related = page.getByRole('region', { name: publicMessages.news.relatedMembers });
  await related.getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(new RegExp(`/family-tree/member/${member.id}$`));
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await apiCall(baseURL!, token, `/api/admin/news/item.php?id=${item.id}`, { method: 'DELETE' });
  await apiCall(baseURL!, token, `/api/family-members/delete.php?id=${member.id}`, { method: 'DELETE' });
});
