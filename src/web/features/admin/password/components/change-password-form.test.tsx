// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { passwordRules } from '#shared/auth/password-policy.ts';
import { passwordRuleMessages } from '#shared/messages/password-rules.ts';
import { ChangePasswordForm } from './change-password-form';

const m = adminMessages.password;
const rules = passwordRuleMessages.checklist;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(changePasswordAnswer: Response, twoFactorEnabled = false) {
  const user = userEvent.setup();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(api.admin.checkAuth)) {
      return json(200, {
        success: true,
        username: 'keeper',
        role: 'editor',
        branch: null,
        mustChangePassword: false,
        twoFactorEnabled,
        mustEnrolTwoFactor: false,
      });
    }
    return changePasswordAnswer;
  });
  const router = createMemoryRouter([{ path: '/admin/change-password', element: <ChangePasswordForm /> }], {
    initialEntries: ['/admin/change-password'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
/** Replaces the field's text, as the keeper erasing it and typing anew. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}
/** Whether the rule's line says it is met, or «غير متحقق» (not yet). */
const ruleState = (rule: string) => {
  const item = screen.getByText(rule).closest('li')!;
  return item.textContent!.includes(passwordRuleMessages.notMet) ? 'not yet' : 'met';
};

describe('ChangePasswordForm', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows each rule met or not yet as the keeper types, and says the count politely once typing pauses', async () => {
    const user = renderForm(json(200, { success: true, message: 'تم' }));
    await waitFor(() => expect(screen.getByText(rules.sameAsUsername)).toBeTruthy());
    // Nothing typed yet: nothing is met.
    for (const rule of Object.values(rules)) expect(ruleState(rule)).toBe('not yet');
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');

    await retype(user, m.current, 'the-current-pass-1');
    await retype(user, m.new, 'Keeper2026!');
    expect(ruleState(rules.tooShort)).toBe('not yet');
    // The username comes with check-auth, which the screen asks for anyway.
    await waitFor(() => expect(ruleState(rules.sameAsUsername)).toBe('not yet'));
    expect(ruleState(rules.sameAsCurrent)).toBe('met');

    await retype(user, m.new, 'the-current-pass-1');
    expect(ruleState(rules.tooShort)).toBe('met');
    expect(ruleState(rules.sameAsUsername)).toBe('met');
    expect(ruleState(rules.sameAsCurrent)).toBe('not yet');

    // The strength estimate loads lazily; once it has, «password1234» is judged common.
    await retype(user, m.new, 'password1234');
    await waitFor(() => expect(ruleState(rules.common)).toBe('not yet'), { timeout: 5000 });
    await retype(user, m.new, 'نخلة-الديوان-على-البحر');
    await waitFor(() => expect(ruleState(rules.common)).toBe('met'), { timeout: 5000 });
    for (const rule of Object.values(rules)) expect(ruleState(rule)).toBe('met');
    await waitFor(() =>
      expect(live.textContent).toBe(passwordRuleMessages.summary(passwordRules.length, passwordRules.length)),
    );
  });

  it('refuses the weak passwords in the browser, saying why, and sends nothing', async () => {
    const user = renderForm(json(200, { success: true, message: 'تم' }));
    await waitFor(() => expect(screen.getByText(rules.sameAsUsername)).toBeTruthy());
    await retype(user, m.current, 'the-current-pass-1');
    // Once the estimate has loaded, a good password meets every rule.
    await retype(user, m.new, 'نخلة-الديوان-على-البحر');
    await waitFor(() => expect(ruleState(rules.guessable)).toBe('met'), { timeout: 5000 });
    const refused = passwordRuleMessages.refused;
    for (const [weak, reason] of [
      ['aaaaaaaaaaaa', refused.repetition],
      ['keeperkeeper', refused.sameAsUsername],
      ['ed1ed1ed1ed1', refused.repetition],
      // «السلام عليكم» typed with the English layout on.
      ['hgsghl ugd;l', refused.commonWords],
    ]) {
      await retype(user, m.new, weak!);
      await user.click(screen.getByRole('button', { name: m.submit }));
      await waitFor(() => expect(screen.getByText(reason!, { exact: false })).toBeTruthy(), {
        timeout: 5000,
      });
    }
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input).includes(api.admin.changePassword));
    expect(sent).toEqual([]);
  });

  it('with two-factor on, asks for a current code too and sends it (decision 035)', async () => {
    const user = renderForm(json(200, { success: true, message: 'تم' }), true);
    await retype(user, m.current, 'the-current-pass-1');
    await user.type(await screen.findByLabelText(m.code), '123456');
    await retype(user, m.new, 'نخلة-الديوان-على-البحر');
    await waitFor(() => expect(ruleState(rules.guessable)).toBe('met'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect(screen.getByText('تم')).toBeTruthy());
    const [, init] = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input).includes(api.admin.changePassword))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      currentPassword: 'the-current-pass-1',
      newPassword: 'نخلة-الديوان-على-البحر',
      code: '123456',
    });
  });

  it("keeps what was typed when the server refuses, and shows the server's words", async () => {
    const refusal = passwordRuleMessages.refused.common;
    const user = renderForm(json(400, { success: false, error: refusal, fields: { newPassword: refusal } }));
    await waitFor(() => expect(screen.getByText(rules.sameAsUsername)).toBeTruthy());
    await retype(user, m.current, 'the-current-pass-1');
    await retype(user, m.new, 'a-new-password-2026');
    await user.click(screen.getByRole('button', { name: m.submit }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(field(m.current).value).toBe('the-current-pass-1');
    expect(field(m.new).value).toBe('a-new-password-2026');
  });
});
