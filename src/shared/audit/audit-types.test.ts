import { describe, expect, it } from 'vitest';
import { auditRecordTypes, mayReadRecordHistory } from './audit-types';

describe("who reads a record's own history (decision 025)", () => {
  it("an account's history is its keeper's and the owners'; other kinds follow their screens", () => {
    const owner = { role: 'owner' as const, userId: 1 };
    const editor = { role: 'editor' as const, userId: 2 };
    const branch = { role: 'branch_editor' as const, userId: 3 };
    expect(mayReadRecordHistory(branch, 'account', 2)).toBe(false);
    expect(mayReadRecordHistory(branch, 'account', 3)).toBe(true);
    expect(mayReadRecordHistory(editor, 'account', 2)).toBe(true);
    expect(mayReadRecordHistory(owner, 'account', 3)).toBe(true);
    expect(mayReadRecordHistory(branch, 'member', 9)).toBe(true);
    expect(mayReadRecordHistory(branch, 'message', 9)).toBe(false);
    expect(mayReadRecordHistory(editor, 'message', 9)).toBe(true);
    // Owners read every kind.
    for (const type of auditRecordTypes) expect(mayReadRecordHistory(owner, type, 5), type).toBe(true);
  });
});
