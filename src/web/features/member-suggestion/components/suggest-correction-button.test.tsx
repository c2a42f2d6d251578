// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { SuggestCorrectionButton } from './suggest-correction-button';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButton() {
  user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SuggestCorrectionButton member={{ id: 7, name: 'نورة بنت فهد' }} />
    </QueryClientProvider>,
  );
}

let user: ReturnType<typeof userEvent.setup>;
const openButton = () => screen.getByRole('button', { name: m.suggest, hidden: true });
// The form's code is loaded on the first press: the wait is the setup's (testing-library-setup.ts).
const dialog = () => screen.findByRole('dialog', { name: m.dialogTitle });
const fill = (scope: HTMLElement, label: string, text: string) =>
  user.type(within(scope).getByLabelText(label), text);
const valueOf = (scope: HTMLElement, label: string) =>
  (within(scope).getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SuggestCorrectionButton', () => {
  it('loads the form on the first press; an empty required field stops it with the SPEC message', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderButton();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(openButton());
    const form = await dialog();
    expect(within(form).getByText(m.dialogIntro('نورة بنت فهد'))).toBeTruthy();

    await fill(form, m.nameLabel, 'أحمد');
    await user.click(within(form).getByRole('button', { name: m.send }));
    expect((await within(form).findByRole('alert')).textContent).toBe(m.requiredFields);
    expect(within(form).getByText(m.messageRequired)).toBeTruthy();
    expect(within(form).getByLabelText(m.messageLabel).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps every word through a failed send and a closed dialog; a sent one says thanks and empties', async () => {
    const fetch = vi.fn(async () => json({ success: false, error: 'x' }, 500));
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await user.click(openButton());
    let form = await dialog();
    await user.selectOptions(within(form).getByLabelText(m.fieldLabel), m.fields.birth);
    await fill(form, m.messageLabel, 'سنة الميلاد خطأ');
    await fill(form, m.correctValueLabel, '1932');
    await fill(form, m.nameLabel, 'ابن العم');
    await fill(form, m.phoneLabel, '9999 8888');
    await user.click(within(form).getByRole('button', { name: m.send }));
    expect((await within(form).findByRole('alert')).textContent).toBe(m.failed);
    expect(valueOf(form, m.messageLabel)).toBe('سنة الميلاد خطأ');

    // Closed and opened again: still there.
    await user.click(within(form).getByRole('button', { name: commonMessages.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
    await user.click(openButton());
    form = await dialog();
    expect(valueOf(form, m.correctValueLabel)).toBe('1932');
    expect(valueOf(form, m.fieldLabel)).toBe('birth');

    fetch.mockImplementation(async () => json({ success: true, message: m.sent }));
    await user.click(within(form).getByRole('button', { name: m.send }));
    expect((await within(form).findByRole('status')).textContent).toContain(m.sent);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls.at(-1)!;
    expect(url).toBe(api.familyMembers.suggest);
    expect(JSON.parse(String(init.body))).toEqual({
      member_id: 7,
      field: 'birth',
      message: 'سنة الميلاد خطأ',
      correct_value: '1932',
      name: 'ابن العم',
      phone: '96599998888',
    });

    await user.click(within(form).getByRole('button', { name: m.sendAnother }));
    expect(valueOf(form, m.messageLabel)).toBe('');
  });
});
