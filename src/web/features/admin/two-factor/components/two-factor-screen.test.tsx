// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { adminMessages } from '#shared/messages/admin.ts';
import { twoFactorMessages as m } from '#shared/messages/two-factor.ts';
import { TwoFactorScreen } from './two-factor-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The screen against a server whose two-factor is `enabled`; `enable` answers enable.php. */
function renderScreen(enabled: boolean, enable: Response) {
  const user = userEvent.setup();
  const sent: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.includes(api.admin.twoFactor.status)) {
      return json(200, { success: true, enabled, recovery_codes_left: 10, required: false });
    }
    if (path.includes(api.admin.twoFactor.setup)) {
      return json(200, {
        success: true,
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      });
    }
    return enable;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TwoFactorScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const enableCalls = () => sent.filter((call) => call.path.includes(api.admin.twoFactor.enable));
  return { user, enableCalls };
}

describe('TwoFactorScreen (decision 035)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('turning it on asks for the password with the code', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaaa-0000${i}`);
    const { user, enableCalls } = renderScreen(
      false,
      json(200, { success: true, message: m.enabled, recovery_codes: codes }),
    );
    await user.click(await screen.findByRole('button', { name: m.start }));
    await user.type(await screen.findByLabelText(m.code), '123456');
    await user.type(screen.getByLabelText(m.password), 'keeper-password-for-tests');
    await user.click(screen.getByRole('button', { name: m.confirm }));
    await waitFor(() => expect(screen.getByTestId('recovery-codes')).toBeTruthy());
    expect(enableCalls().map((call) => call.body)).toEqual([
      { code: '123456', password: 'keeper-password-for-tests' },
    ]);
  });

  it('moving it to a new app asks for the password and a current code, and shows a refusal as sent', async () => {
    const refusal = adminMessages.auth.stepUpFailed;
    const { user, enableCalls } = renderScreen(
      true,
      json(400, { success: false, error: refusal, fields: { password: refusal, currentCode: refusal } }),
    );
    expect(await screen.findByRole('heading', { name: m.replaceTitle })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.replaceStart }));
    await user.type(await screen.findByLabelText(m.newCode), '654321');
    const replace = screen.getByRole('button', { name: m.replaceConfirm }).closest('form')!;
    const inReplace = (label: string) =>
      [...replace.querySelectorAll('label')].find((element) => element.textContent === label)!.control!;
    await user.type(inReplace(m.password), 'keeper-password-for-tests');
    await user.type(inReplace(m.currentCode), '111111');
    await user.click(screen.getByRole('button', { name: m.replaceConfirm }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(enableCalls().map((call) => call.body)).toEqual([
      { code: '654321', password: 'keeper-password-for-tests', currentCode: '111111' },
    ]);
  });
});
