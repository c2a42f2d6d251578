import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { memberSearchMessages as m } from '#shared/messages/member-search.ts';
import { MemberSearch } from './member-search';

// /family-tree is rendered on the server (decision 011): the box must draw without a browser.
describe('MemberSearch on the server', () => {
  it('renders the labelled combobox without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <MemoryRouter>
        <MemberSearch variant="page" />
      </MemoryRouter>,
    );
    expect(html).toContain('role="search"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain(m.label);
    expect(html).toContain(`placeholder="${m.placeholder}"`);
  });
});
