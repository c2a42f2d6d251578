// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDiwanInfo } from '#shared/schemas/diwan.ts';
import { DIWAN_MESSAGE_MS, DiwanForm } from './diwan-form';

const stored: AdminDiwanInfo = {
  address: 'ديوان العائلة، قطعة 3',
  location: 'الكويت - الشامية',
  opening_hours: 'يومياً من 5 إلى 10 مساءً',
  contact_phone: '96599998888',
  map_url: 'https://www.google.com/maps/embed?pb=abc',
  version: 1,
};

function renderForm() {
  const router = createMemoryRouter([{ path: '/admin/diwan', element: <DiwanForm initial={stored} /> }], {
    initialEntries: ['/admin/diwan'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'حفظ' });

describe('DiwanForm', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the required and Google Maps messages with the summary, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await user.clear(input('العنوان'));
    await user.type(input('العنوان'), '  ');
    await user.clear(input('رابط خريطة Google'));
    await user.type(input('رابط خريطة Google'), 'https://example.com/maps');
    await user.click(saveButton());
    expect(await screen.findByText('يرجى التأكد من تعبئة جميع الحقول المطلوبة')).toBeTruthy();
    expect(screen.getByText('العنوان مطلوب')).toBeTruthy();
    expect(screen.getByText('يرجى إدخال رابط صالح من خرائط Google')).toBeTruthy();
    expect(input('العنوان').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();

    // A field's error clears as soon as that field is edited; the other stays.
    await user.type(input('العنوان'), 'ع');
    expect(screen.queryByText('العنوان مطلوب')).toBeNull();
    expect(screen.getByText('يرجى إدخال رابط صالح من خرائط Google')).toBeTruthy();
  });

  it('keeps what is typed in session storage as a draft', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(input('الموقع'));
    await user.type(input('الموقع'), 'الكويت - كيفان');
    const drafts = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(drafts.some((draft) => draft.includes('الكويت - كيفان'))).toBe(true);
  });

  it("shows the server's refusal, then clears the message after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'البيانات المرسلة غير صالحة' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderForm();
    await user.click(saveButton());
    expect(await screen.findByText('البيانات المرسلة غير صالحة')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(DIWAN_MESSAGE_MS - 100);
    });
    expect(screen.getByText('البيانات المرسلة غير صالحة')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('البيانات المرسلة غير صالحة')).toBeNull();
  });

  it('falls back to the documented message when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await user.click(saveButton());
    expect(await screen.findByText('تعذر حفظ بيانات الديوان، حاول مرة أخرى')).toBeTruthy();
  });
});
