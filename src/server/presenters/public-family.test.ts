import { describe, expect, it } from 'vitest';
import { defaultPrivacySettings } from '#shared/family-tree/privacy.ts';
import type { FamilyMember } from '#shared/schemas/family-member.ts';
import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { memberRecord } from '#shared/testing/members.ts';
import { buildPublicFamily, type PageContent } from './public-family';

const NOW = new Date('2026-11-23T00:00:00Z');

const member = memberRecord;

// سالم has two wives: نورة (mother of عبدالله and خالد) and حصة (mother of فاطمة); فاطمة's mother
// حصة had محمد by an earlier husband فهد.
const family: FamilyMember[] = [
  member(1, 'سالم بن عبدالله المثال', {
    spouses: [
      { id: 2, order: 1, ended: null },
      { id: 3, order: 2, ended: 'divorced' },
    ],
  }),
  member(2, 'نورة بنت محمد', { gender: 'female', spouses: [{ id: 1, order: 1, ended: null }] }),
  member(3, 'حصة بنت علي', {
    gender: 'female',
    spouses: [
      { id: 7, order: 1, ended: 'widowed' },
      { id: 1, order: 2, ended: 'divorced' },
    ],
  }),
  member(4, 'عبدالله', { generation: 2, parent: 1, mother_id: 2, birth: '1925' }),
  member(5, 'خالد', { generation: 2, parent: 1, mother_id: 2, birth: '1920' }),
  member(6, 'فاطمة', { generation: 2, parent: 1, mother_id: 3, gender: 'female', birth: '1930' }),
  member(7, 'فهد بن راشد', { spouses: [{ id: 3, order: 1, ended: 'widowed' }] }),
  member(8, 'محمد', { generation: 2, parent: 7, mother_id: 3, birth: '1915' }),
  member(9, 'يوسف', { generation: 2, parent: 1, birth: '1935' }),
];

const notable = (name: string): NotablePerson => ({
  id: name,
  name,
  position: '',
  category: 'social',
  image: '',
  bio: '',
  period: '',
  order: 1,
});
const content: PageContent = {
  notablePeople: [notable('الشيخ سالم بن عبدالله المثال'), notable('د. خالد')],
  news: [
    {
      id: 1,
      title: 'رحلة',
      excerpt: '',
      content: 'شارك جد العائلة سالم بن عبدالله المثال في الغوص',
      date: '2025-01-01',
    },
    { id: 2, title: 'تكريم خالد بن سالم', excerpt: '', content: '', date: '2025-02-01' },
    { id: 3, title: 'خالد وحده', excerpt: '', content: '', date: '2025-03-01' },
  ],
};

const view = buildPublicFamily(family, defaultPrivacySettings, NOW);

describe('a member’s page', () => {
  it('groups a man’s children by mother, in the order of his wives, eldest first, then the unknown', async () => {
    const profile = (await view.profile(1, content))!;
    expect(
      profile.children.map((group) => [group.partner?.id ?? null, group.children.map((c) => c.id)]),
    ).toEqual([
      [2, [5, 4]],
      [3, [6]],
      [null, [9]],
    ]);
    expect(profile.spouses.map((spouse) => [spouse.id, spouse.order, spouse.ended])).toEqual([
      [2, 1, null],
      [3, 2, 'divorced'],
    ]);
  });

  it('groups a woman’s children by father', async () => {
    const profile = (await view.profile(3, content))!;
    expect(
      profile.children.map((group) => [group.partner?.id ?? null, group.children.map((c) => c.id)]),
    ).toEqual([
      [7, [8]],
      [1, [6]],
    ]);
  });

  it('tells full siblings from half siblings on the father’s and the mother’s side', async () => {
    const profile = (await view.profile(6, content))!;
    expect(profile.siblings.full.map((s) => s.id)).toEqual([]);
    expect(profile.siblings.paternal.map((s) => s.id)).toEqual([5, 4, 9]);
    expect(profile.siblings.maternal.map((s) => s.id)).toEqual([8]);
    expect((await view.profile(4, content))!.siblings.full.map((s) => s.id)).toEqual([5]);
  });

  it('gives the nasab and the father line, nearest first', async () => {
    const profile = (await view.profile(4, content))!;
    expect(profile.nasab).toBe('عبدالله بن سالم بن عبدالله المثال');
    expect(profile.lineage).toEqual([{ id: 1, name: 'سالم بن عبدالله المثال', visibility: 'public' }]);
    expect(profile.father?.id).toBe(1);
    expect(profile.mother?.id).toBe(2);
  });

  it('links the notable entry and the news that name the member unmistakably', async () => {
    const founder = (await view.profile(1, content))!;
    expect(founder.notable?.name).toBe('الشيخ سالم بن عبدالله المثال');
    expect(founder.news.map((item) => item.id)).toEqual([1]);
    // «خالد بن سالم» is built from the tree; a bare «خالد» is nobody in particular.
    const khalid = (await view.profile(5, content))!;
    expect(khalid.news.map((item) => item.id)).toEqual([2]);
    expect(khalid.notable).toBeNull();
  });

  it('an unknown id has no page', async () => {
    expect(await view.profile(999, content)).toBeNull();
  });
});

describe('search', () => {
  it('finds by name and by «بن» chain, with the nasab and years of public members', async () => {
    expect((await view.search('عبد الله بن سالم')).map((result) => result.id)).toEqual([4]);
    expect((await view.search('خالد'))[0]).toEqual({
      id: 5,
      name: 'خالد',
      nasab: 'خالد بن سالم بن عبدالله المثال',
      generation: 2,
      gender: 'male',
      birth: '1920',
      death: '1970',
    });
  });
});
