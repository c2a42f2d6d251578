import type { FamilyMember } from '../src/shared/schemas/family-member';
import type { MemberLife } from '../src/shared/schemas/member-life';
import type { AdminCitation, AdminSource } from '../src/shared/schemas/source';
import { lifeStoryMessages } from '../src/shared/messages/places';
import { sourcesMessages } from '../src/shared/messages/sources';
import { sourcesAdminMessages } from '../src/shared/messages/sources-admin';
import { adminToken, apiCall, expect, expectSoundAtBothWidths, signInAsAdmin, test } from './fixtures';

// docs/product.md#sources: a member's page marks a fact the family cited with a public source; the
// mark leads to the source's page, server-rendered and hydrated without a mismatch, which lists
// what the source supports. A source the family keeps to itself is neither marked nor shown.

const m = sourcesMessages;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a cited birth is marked on the member’s page and leads to its source’s page', async ({
  page,
  baseURL,
}) => {
  const token = await adminToken(baseURL!);
  const call = <T>(path: string, body?: unknown) =>
    apiCall<{ data: T }>(baseURL!, token, path, body === undefined ? {} : { method: 'POST', body });
  const name = unique('حمد');
  // A man of the past, under nobody of the demo's, so the worker's other tests keep the demo's branches.
  const member = (
    await call<FamilyMember & { life: MemberLife }>('/api/family-members/create.php', {
      name,
      generation: 3,
      parent: null,
      gender: 'male',
      birth: '1880',
      death: '1950',
      visibility: 'public',
      events: [{ kind: 'occupation', value: 'نوخذة', date: '1900' }],
    })
  ).body.data;
  const title = unique('وثيقة بيع بيت القبلة');
  const source = (
    await call<AdminSource>('/api/admin/sources/create.php', {
      kind: 'document',
      title,
      author: 'كاتب العدل',
      details: 'باع حمد بيته في حي القبلة سنة 1300هـ، وذُكر فيها عمره.',
      is_public: true,
    })
  ).body.data;
  const hidden = (
    await call<AdminSource>('/api/admin/sources/create.php', {
      kind: 'person',
      title: unique('رواية خاصة'),
      is_public: false,
    })
  ).body.data;
  const cite = (source_id: number, fact: string) =>
    call<AdminCitation>('/api/admin/citations/create.php', {
      source_id,
      fact,
      member_id: member.id,
      page: 'ص 3',
    });
  expect((await cite(source.id, 'birth')).status).toBe(201);
  expect((await cite(hidden.id, 'death')).status).toBe(201);
  const occupation = member.life.events[0]!.id;
  const ofEvent = await call<AdminCitation>('/api/admin/citations/create.php', {
    source_id: source.id,
    fact: 'event',
    event_id: occupation,
  });
  expect(ofEvent.status).toBe(201);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('hydration:')) problems.push(message.text());
  });
  await page.goto(`/family-tree/member/${member.id}`);
  const birthMark = page.getByRole('link', { name: m.mark.label(m.facts.birth, title) });
  await expect(birthMark).toBeVisible();
  // The death's source is the keepers' alone: no mark for the public.
  await expect(page.getByRole('link', { name: new RegExp(m.mark.label(m.facts.death, '')) })).toHaveCount(0);
  // An event of the life story is marked beside it, named by its kind.
  const lifeStory = page.getByRole('region', { name: lifeStoryMessages.heading });
  await expect(
    lifeStory.getByRole('link', { name: m.mark.label(lifeStoryMessages.kinds.occupation, title) }),
  ).toHaveAttribute('href', `/sources/${source.id}`);
  await expectSoundAtBothWidths(page, 'header', '[aria-labelledby="life-story"]');

  await birthMark.click();
  await expect(page).toHaveURL(new RegExp(`/sources/${source.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const supports = page.getByRole('region', { name: m.page.supports });
  // His birth and his occupation, each naming him.
  const him = supports.getByRole('link', { name });
  await expect(him).toHaveCount(2);
  for (const link of await him.all()) {
    await expect(link).toHaveAttribute('href', `/family-tree/member/${member.id}`);
  }
  await expect(supports).toContainText(m.facts.birth);
  await expect(supports).toContainText(m.events.occupation);
  await expect(supports).toContainText(m.page.where('ص 3'));

  // Served by the server as it stands, then hydrated without a mismatch.
  await page.goto(`/sources/${source.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('كاتب العدل')).toBeVisible();
  await expectSoundAtBothWidths(page);
  expect(problems).toEqual([]);

  // The private source's page is a 404, as an unknown one.
  const missing = await page.goto(`/sources/${hidden.id}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.page.notFound);
});

test('a keeper adds a source and cites it for a member’s birth from the member’s form', async ({
  page,
  baseURL,
}) => {
  const a = sourcesAdminMessages;
  const token = await adminToken(baseURL!);
  const name = unique('راشد');
  const member = (
    await apiCall<{ data: FamilyMember }>(baseURL!, token, '/api/family-members/create.php', {
      method: 'POST',
      body: { name, generation: 3, parent: null, gender: 'male', birth: '1890', death: '1960' },
    })
  ).body.data;
  const title = unique('تاريخ الكويت');

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/sources/add');
  await page.getByLabel(a.form.kind).selectOption('book');
  await page.getByLabel(a.form.title).fill(title);
  await page.getByLabel(a.form.author).fill('عبدالعزيز الرشيد');
  await page.getByLabel(a.form.isPublic).check();
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText(a.form.created)).toBeVisible();
  await expectSoundAtBothWidths(page);

  await page.goto(`/admin/family-members/edit/${member.id}`);
  const section = page.getByRole('region', { name: a.citations.section });
  await expect(section.getByText(a.citations.empty)).toBeVisible();
  await section.getByLabel(a.citations.fact).selectOption({ label: m.facts.birth });
  await section.getByRole('combobox', { name: a.citations.source }).fill(title.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await section.getByLabel(a.citations.page).fill('ص 120');
  await section.getByRole('button', { name: a.citations.save }).click();
  await expect(section.getByRole('listitem').filter({ hasText: title })).toContainText('ص 120');
  await expectSoundAtBothWidths(page);

  // The list counts what it supports; the member's page marks the birth.
  await page.goto('/admin/sources');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(a.list.uses(1));
  await page.goto(`/family-tree/member/${member.id}`);
  await expect(page.getByRole('link', { name: m.mark.label(m.facts.birth, title) })).toBeVisible();
});

test('a keeper names a told source’s teller from the family, and its page links to him', async ({
  page,
  baseURL,
}) => {
  const a = sourcesAdminMessages;
  const token = await adminToken(baseURL!);
  const name = unique('سالم الراوي');
  const teller = (
    await apiCall<{ data: FamilyMember }>(baseURL!, token, '/api/family-members/create.php', {
      method: 'POST',
      body: { name, generation: 3, parent: null, gender: 'male', birth: '1890', death: '1960' },
    })
  ).body.data;
  const title = unique('رواية العم');

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin/sources/add');
  // Only a told source asks for its teller.
  await expect(page.getByRole('combobox', { name: a.form.authorMember })).toHaveCount(0);
  await page.getByLabel(a.form.kind).selectOption('person');
  await page.getByLabel(a.form.title).fill(title);
  await page.getByRole('combobox', { name: a.form.authorMember }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByLabel(a.form.isPublic).check();
  await expectSoundAtBothWidths(page);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText(a.form.created)).toBeVisible();

  const sources = await apiCall<{ data: AdminSource[] }>(baseURL!, token, '/api/admin/sources/list.php');
  const source = sources.body.data.find((found) => found.title === title)!;
  expect(source.author_member_id).toBe(teller.id);
  await page.goto(`/sources/${source.id}`);
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/family-tree/member/${teller.id}`);
});
