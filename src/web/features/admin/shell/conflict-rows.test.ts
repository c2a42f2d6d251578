import { describe, expect, it } from 'vitest';
import { conflictRows, editedFields, reapplied, valueText } from './conflict-rows';

// A member opened with one father (decision 026); someone else moved him to another
// and changed his name; this keeper only wrote his bio.
const father = (id: number, nasab: string) => ({ id, name: nasab.split(' ')[0], nasab, spouseIds: [] });
const opened = { name: 'سالم', parent: father(1, 'محمد بن علي'), bio: '', on_home: false };
const current = { name: 'سالم بن محمد', parent: father(2, 'أحمد بن علي'), bio: '', on_home: false };
const mine = { ...opened, bio: 'سيرة كتبها قريب', parent: { ...father(1, 'محمد بن علي'), spouseIds: [9] } };

describe('the conflict dialog’s rows', () => {
  it('lists what changed since the form opened, a linked member by nasab, and the keeper’s own value only where they edited', () => {
    const rows = conflictRows(opened, current, mine, { labels: { bio: 'نبذة' } });
    expect(rows).toEqual([
      { field: 'name', label: 'الاسم', opened: 'سالم', now: 'سالم بن محمد', mine: null },
      { field: 'parent', label: 'الأب', opened: 'محمد بن علي', now: 'أحمد بن علي', mine: null },
    ]);
    // The same member with a fresher copy of its details is no edit.
    expect(editedFields(opened, mine)).toEqual(['bio']);
  });

  it('shows the keeper’s value beside a field both changed', () => {
    const rows = conflictRows(opened, current, { ...mine, name: 'سالم بن محمد العلي' });
    expect(rows[0]).toMatchObject({ field: 'name', mine: 'سالم بن محمد العلي' });
  });

  it('«تطبيق تعديلاتي» keeps the other keeper’s fields and puts only this keeper’s edits on top', () => {
    expect(reapplied(opened, current, mine)).toEqual({ ...current, bio: 'سيرة كتبها قريب' });
  });

  it('reads values as a keeper would', () => {
    expect(valueText('')).toBe('—');
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('نعم');
    expect(valueText([father(1, 'محمد بن علي'), father(2, 'أحمد بن علي')])).toBe('محمد بن علي، أحمد بن علي');
    expect(valueText(3)).toBe('3');
  });
});
