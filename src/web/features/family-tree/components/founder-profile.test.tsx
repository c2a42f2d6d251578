// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { publicMessages } from '#shared/messages/public.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { publicMember } from '#shared/testing/members.ts';
import { FounderProfile } from './founder-profile';

const founder = publicMember(7, 'سالم بن عبدالله', {
  birth: '1880',
  death: '1952',
  bio: 'وُلد في حي القبلة وعمل في التجارة مع والده، وشارك في بناء السور.',
  highlights: 'عمل في التجارة مع والده\nشارك في بناء السور عام 1920',
});

function renderProfile(member: PublicFamilyMember) {
  render(
    <MemoryRouter>
      <FounderProfile founder={member} nasab={member.name} />
    </MemoryRouter>,
  );
  return screen.getByTestId('founder-profile');
}

describe('FounderProfile', () => {
  afterEach(cleanup);

  it('shows his highlights once, without the bio that tells the same story again', () => {
    const profile = renderProfile(founder);
    const bullets = within(profile)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bullets).toEqual(['عمل في التجارة مع والده', 'شارك في بناء السور عام 1920']);
    expect(profile.textContent).not.toContain('حي القبلة');
    // The whole bio is a link away, on his own page.
    const link = within(profile).getByRole('link', { name: publicMessages.familyTree.founderFullBio });
    expect(link.getAttribute('href')).toBe('/family-tree/member/7');
  });

  it('shows the bio as a paragraph when the family wrote no highlights', () => {
    const profile = renderProfile({ ...founder, highlights: '' });
    expect(within(profile).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(profile).getByText(founder.bio!)).toBeTruthy();
  });

  it('shows neither for a founder the public sees only by name', () => {
    const profile = renderProfile({ ...founder, bio: '', highlights: undefined });
    expect(within(profile).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(profile).queryByRole('link')).toBeNull();
  });
});
