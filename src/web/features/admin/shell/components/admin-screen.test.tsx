// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminScreen } from './admin-screen';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function listAfterASave() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <p>النموذج</p> },
      { path: '/list', element: <AdminScreen title="القائمة">الصفوف</AdminScreen> },
      { path: '/edit', element: <p>التعديل</p> },
    ],
    { initialEntries: ['/form'] },
  );
  const navigations: string[] = [];
  router.subscribe((state) => {
    if (state.navigation.state === 'idle')
      navigations.push(`${state.historyAction} ${state.location.pathname}`);
  });
  render(<RouterProvider router={router} />);
  return { router, navigations };
}

describe('AdminScreen', () => {
  it("shows the result a form handed over without a navigation of its own, which would cancel the keeper's next click", async () => {
    const { router, navigations } = listAfterASave();
    await act(() => router.navigate('/list', { state: { result: { tone: 'success', text: 'تم الحفظ' } } }));
    expect(screen.getByRole('status').textContent).toContain('تم الحفظ');
    // Only the keeper's own step: the list cleaning its entry up with a REPLACE was a navigation of
    // its own, and one that began after an «تعديل» clicked meanwhile sent the keeper back to the list.
    expect(navigations).toEqual(['PUSH /list']);
  });

  it('shows a handed-over result once: not again on a step back to the same entry', async () => {
    const { router } = listAfterASave();
    await act(() => router.navigate('/list', { state: { result: { tone: 'success', text: 'تم الحفظ' } } }));
    expect(screen.getByRole('status').textContent).toContain('تم الحفظ');
    await act(() => router.navigate('/edit'));
    await act(() => router.navigate(-1));
    screen.getByText('الصفوف');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
