// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '../../../../shared/messages/public';
import type { FamilyMember } from '../../../../shared/schemas/family-member';
import { TreePreview } from './tree-preview';

const base: Omit<FamilyMember, 'id' | 'name'> = {
  generation: 1,
  parent: null,
  spouse_id: null,
  mother_id: null,
  gender: 'male',
  birth: '',
  death: '',
  role: '',
  image: '',
  bio: '',
};

function renderWith(members: Partial<FamilyMember>[], founderName: string | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(members.map((m, i) => ({ ...base, id: i + 1, name: '', ...m })))),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TreePreview founderName={founderName} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TreePreview', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the first member whose name contains the founder name, with role and birth', async () => {
    renderWith(
      [
        { name: 'نورة بنت محمد', gender: 'female' },
        { name: 'سالم بن عبدالله', role: 'مؤسس العائلة', birth: '1880' },
        { name: 'عبدالله بن سالم' },
      ],
      'سالم',
    );
    expect(await screen.findByText('سالم بن عبدالله')).toBeTruthy();
    expect(screen.getByText('مؤسس العائلة')).toBeTruthy();
    expect(screen.getByText('1880')).toBeTruthy();
    expect(screen.queryByText('عبدالله بن سالم')).toBeNull();
    const link = screen.getByRole('link', { name: publicMessages.familyTree.viewFullTree });
    expect(link.getAttribute('href')).toBe('/family-tree');
    expect(document.querySelector('section#family-tree')).not.toBeNull();
  });

  it('invites exploring the tree when no member matches', async () => {
    renderWith([{ name: 'خالد' }], 'سالم');
    expect(await screen.findByText(publicMessages.home.treePlaceholder)).toBeTruthy();
  });
});
