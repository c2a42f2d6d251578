import { describe, expect, it } from 'vitest';
import type { AdminSource } from '#shared/schemas/source.ts';
import { filterSources } from './filter-sources';

const source = (id: number, overrides: Partial<AdminSource>): AdminSource => ({
  id,
  kind: 'document',
  title: '',
  author: '',
  author_member_id: null,
  author_member_name: null,
  details: '',
  image: '',
  is_public: false,
  uses: 0,
  version: 1,
  ...overrides,
});

describe('filterSources', () => {
  const sources = [
    source(1, { title: 'وثيقة بيع بيت القبلة' }),
    source(2, { kind: 'person', title: 'رواية', author: 'العم سالم' }),
    source(3, { kind: 'book', title: 'Kuwait History', details: 'printed 1926' }),
  ];
  it('finds a source by its title, author or details, ignoring case', () => {
    expect(filterSources(sources, 'القبلة', 'all').map((s) => s.id)).toEqual([1]);
    expect(filterSources(sources, 'سالم', 'all').map((s) => s.id)).toEqual([2]);
    expect(filterSources(sources, 'PRINTED', 'all').map((s) => s.id)).toEqual([3]);
  });
  it('keeps one kind', () => {
    expect(filterSources(sources, '', 'person').map((s) => s.id)).toEqual([2]);
    expect(filterSources(sources, ' ', 'all')).toHaveLength(3);
  });
});
