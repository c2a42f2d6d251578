// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickerMessages } from '#shared/messages/pickers.ts';
import { backupMessages as m } from '#shared/messages/backup.ts';
import type { BackupStatus } from '#shared/schemas/backup.ts';
import { BackupScreen } from './backup-screen';

const status = (overrides: Partial<BackupStatus> = {}): BackupStatus => ({
  success: true,
  schedule: { daily: true, time: '03:00', keepDaily: 7, keepWeekly: 4 },
  last: {
    name: 'nasab-auto-x.tar.gz',
    kind: 'auto',
    createdAt: '2026-03-01T00:00:00.000Z',
    bytes: 5 * 1024 * 1024,
  },
  lastFailure: null,
  warning: 'none',
  ageDays: 0,
  backups: [],
  ...overrides,
});

function renderScreen(answer: BackupStatus) {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200 }));
  const router = createMemoryRouter([{ path: '/admin/backup', element: <BackupScreen /> }], {
    initialEntries: ['/admin/backup'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

describe('«النسخ الاحتياطي»', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the last backup’s time and size and the schedule, with no warning when all is well', async () => {
    renderScreen(status());
    const last = await screen.findByTestId('last-backup');
    expect(last.textContent).toContain('5 ميجابايت');
    expect(last.textContent).toContain(m.kinds.auto);
    expect(screen.getByText(m.scheduleDaily('03:00', 7, 4))).toBeTruthy();
    expect(screen.queryByTestId('backup-warning')).toBeNull();
  });

  it('warns when the last backup is old or the schedule failed', async () => {
    renderScreen(status({ warning: 'old', ageDays: 9 }));
    expect((await screen.findByTestId('backup-warning')).textContent).toBe(m.warnings.old(9));
    cleanup();
    vi.restoreAllMocks();
    renderScreen(
      status({ warning: 'failed', lastFailure: { at: '2026-03-02T00:00:00Z', message: 'ENOSPC' } }),
    );
    expect((await screen.findByTestId('backup-warning')).textContent).toBe(`${m.warnings.failed} ENOSPC`);
  });

  it('sends no restore without a file and the typed confirmation', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderScreen(status());
    await screen.findByTestId('last-backup');
    const calls = fetchSpy.mock.calls.length;
    await user.type(screen.getByRole('textbox', { name: m.restoreConfirmLabel }), 'نعم');
    await user.click(screen.getByRole('button', { name: m.restore }));
    expect(await screen.findByText(m.errors.fileRequired)).toBeTruthy();
    expect(screen.getByText(m.errors.confirmation)).toBeTruthy();
    expect(fetchSpy.mock.calls.length).toBe(calls);
  });

  it('asks for the archive in Arabic, not with the browser’s «Choose File»', async () => {
    const user = userEvent.setup();
    renderScreen(status());
    await screen.findByTestId('last-backup');
    expect(screen.getByText(pickerMessages.file.noFile)).toBeTruthy();
    const archive = new File(['x'], 'nasab-2026-11-27.tar.gz', { type: 'application/gzip' });
    await user.upload(screen.getByLabelText(m.restoreFile, { exact: false }), archive);
    expect(screen.getByText('nasab-2026-11-27.tar.gz')).toBeTruthy();
  });
});
