// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '#shared/messages/public.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { publicMember } from '#shared/testing/members.ts';
import { TreePreview } from './tree-preview';

/** The founder the server found (GET founder.php), or none. */
function renderWith(founder: Partial<PublicFamilyMember> | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, member: founder && publicMember(1, '', founder) })),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TreePreview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TreePreview', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the founder with role and birth', async () => {
    renderWith({ name: 'سالم بن عبدالله', role: 'مؤسس العائلة', birth: '1880' });
    expect(await screen.findByText('سالم بن عبدالله')).toBeTruthy();
    expect(screen.getByText('مؤسس العائلة')).toBeTruthy();
    expect(screen.getByText('1880م')).toBeTruthy();
    const link = screen.getByRole('link', { name: publicMessages.familyTree.viewFullTree });
    expect(link.getAttribute('href')).toBe('/family-tree');
    expect(document.querySelector('section#family-tree')).not.toBeNull();
  });

  it('invites exploring the tree when there is no founder', async () => {
    renderWith(null);
    expect(await screen.findByText(publicMessages.home.treePlaceholder)).toBeTruthy();
  });
});
