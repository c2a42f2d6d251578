// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { memberSuggestionAdminMessages as m } from '#shared/messages/member-suggestions-admin.ts';
import type { MemberSuggestion } from '#shared/schemas/member-suggestion.ts';
import { SuggestionCard } from './suggestion-card';

const suggestion: MemberSuggestion = {
  id: 3,
  memberId: 7,
  memberName: 'سالم',
  field: 'birth',
  message: 'ولد قبل ذلك بسنة',
  correctValue: '1849',
  name: 'خالد',
  phone: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  read: false,
  status: 'open',
  proposer: null,
  proposal: null,
  member: {
    id: 7,
    name: 'سالم',
    nasab: 'سالم بن خالد',
    birth: 'ABT 15 JAN 1850',
    death: '@#DJULIAN@ 1 JAN 1900',
    father: 'خالد',
    mother: null,
    spouses: [],
    bio: '',
  },
};

const noop = () => {};

describe('SuggestionCard', () => {
  afterEach(cleanup);

  it('shows the member’s stored dates through the one formatter, never as GEDCOM text', () => {
    render(
      <MemoryRouter>
        <SuggestionCard
          suggestion={suggestion}
          busy={false}
          onToggleRead={noop}
          onMarkApplied={noop}
          onDismiss={noop}
        />
      </MemoryRouter>,
    );
    const current = screen.getByRole('region', { name: m.current });
    expect(within(current).getByText(formatGenealogyDate('ABT 15 JAN 1850'))).toBeTruthy();
    expect(within(current).getByText(formatGenealogyDate('@#DJULIAN@ 1 JAN 1900'))).toBeTruthy();
    expect(current.textContent).not.toMatch(/ABT|JAN|@#DJULIAN@/);
  });
});
