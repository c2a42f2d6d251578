import { describe, expect, it } from 'vitest';
import { changedFields, displayValue } from './diff';

describe('changedFields', () => {
  it('lists the fields whose values differ, leaving out bookkeeping', () => {
    const before = { id: 1, name: 'سالم', parent_id: 2, version: 1, updated_at: 'a', spouses: [{ id: 3 }] };
    const after = { id: 1, name: 'سالم بن محمد', parent_id: 2, version: 2, updated_at: 'b', spouses: [] };
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: 'سالم', after: 'سالم بن محمد' },
      { field: 'spouses', before: [{ id: 3 }], after: [] },
    ]);
  });

  it('treats a creation or a deletion as every field changing from or to nothing', () => {
    expect(changedFields(null, { name: 'خبر' })).toEqual([{ field: 'name', before: null, after: 'خبر' }]);
    expect(displayValue(null)).toBe('—');
    expect(displayValue([1, 2])).toBe('[1,2]');
    expect(displayValue([])).toBe('—');
  });
});
