// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { memberSearchMessages } from '#shared/messages/member-search.ts';
import { paths } from '#web/config/paths.ts';
import { MemberSearchButton } from './member-search-button';

const MAIN_CONTENT_ID = 'main-content';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubSearch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://nasab.test');
      if (url.pathname !== api.familyMembers.search)
        return json({ success: false, error: 'unexpected' }, 404);
      return json({
        success: true,
        results: [{ id: 7, name: 'نورة', nasab: 'نورة بنت فهد', generation: 4, gender: 'female' }],
      });
    }),
  );
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The button in a frame like the public layout's, with its <main> the focus can go to. */
function renderInFrame() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[paths.news]}>
      <Routes>
        <Route
          element={
            <>
              <MemberSearchButton mainContentId={MAIN_CONTENT_ID} />
              <main id={MAIN_CONTENT_ID} tabIndex={-1}>
                <Outlet />
              </main>
            </>
          }
        >
          <Route path={paths.news} element={<Location />} />
          <Route path={paths.familyMember(':id')} element={<Location />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

// `hidden`: while the modal is open the rest of the page is hidden from assistive technology.
const searchButton = () =>
  screen.getByRole('button', { name: memberSearchMessages.openSearch, hidden: true });

describe('MemberSearchButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the member search in a dialog, focused, and gives the focus back when closed', async () => {
    stubSearch();
    const user = renderInFrame();
    // Its code is not on the page until it is wanted.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchButton().getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: memberSearchMessages.dialogTitle });
    const box = within(dialog).getByRole('combobox', { name: /بحث/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(searchButton().getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(searchButton()));
  });

  it('closes once a member is chosen, on their page, with the focus in it', async () => {
    stubSearch();
    const user = renderInFrame();
    await user.click(searchButton());
    const box = within(await screen.findByRole('dialog')).getByRole('combobox');
    await user.type(box, 'نوره');
    await user.click(await screen.findByRole('option'));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.familyMember(7)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID));

    // And opens again from the new page.
    await user.click(searchButton());
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
