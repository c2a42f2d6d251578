// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import type { MemberListRow } from '#shared/schemas/member-list.ts';
import { FieldValue } from './field-value';

describe('FieldValue', () => {
  it('shows a date as the site reads it, both calendars, not as it is stored', () => {
    const row = { birth: 'ABT 1905', death: '' } as MemberListRow;
    render(<FieldValue row={row} field="birth" nasabOf={() => undefined} />);
    expect(screen.getByText(formatGenealogyDate('ABT 1905'))).toBeTruthy();
    expect(screen.queryByText('ABT 1905')).toBeNull();
  });
});
