// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const openMailApp = vi.hoisted(() => vi.fn());
vi.mock('../mailto', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../mailto')>()),
  openMailApp,
}));

function renderForm() {
  const client = new QueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <ContactForm siteEmail="info@family.example" />
    </QueryClientProvider>,
  );
  return {
    fill: (label: string, text: string) => user.type(screen.getByLabelText(label), text),
    submit: () => user.click(screen.getByRole('button', { name: 'إرسال' })),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('an empty or blank field: the destructive خطأ toast and nothing sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderForm();
    await fill('الاسم', 'أحمد');
    await fill('الموضوع', '   ');
    await submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('خطأ', { description: 'يرجى تعبئة جميع الحقول المطلوبة' }),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends name, subject, message and the site e-mail; on success toasts the reply and resets', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { fill, submit } = renderForm();
    await fill('الاسم', 'أحمد');
    await fill('الموضوع', 'سؤال');
    await fill('الرسالة', 'مرحباً');
    await submit();

    const busy = await screen.findByRole('button', { name: 'جاري الإرسال...' });
    expect(busy).toHaveProperty('disabled', true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/send.php');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'أحمد',
      subject: 'سؤال',
      message: 'مرحباً',
      to: 'info@family.example',
    });

    answer(new Response(JSON.stringify({ success: true, message: 'وصلت رسالتك' }), { status: 200 }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('تم الإرسال', { description: 'وصلت رسالتك' }),
    );
    expect(screen.getByLabelText('الاسم')).toHaveProperty('value', '');
    expect(screen.getByLabelText('الرسالة')).toHaveProperty('value', '');
    expect(openMailApp).not.toHaveBeenCalled();
  });

  it('on failure opens the mail app prefilled, toasts, and keeps the text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { fill, submit } = renderForm();
    await fill('الاسم', 'أحمد');
    await fill('الموضوع', 'سؤال');
    await fill('الرسالة', 'مرحباً');
    await submit();
    await waitFor(() => expect(openMailApp).toHaveBeenCalledTimes(1));
    const mailto = openMailApp.mock.calls[0]![0] as string;
    expect(mailto.startsWith('mailto:info@family.example?subject=')).toBe(true);
    expect(toast.info).toHaveBeenCalledWith('تم فتح تطبيق البريد', expect.anything());
    expect(screen.getByLabelText('الاسم')).toHaveProperty('value', 'أحمد');
  });
});
