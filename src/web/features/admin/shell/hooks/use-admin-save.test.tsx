// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, adminToken } from '../../../../lib/api-client';
import { useAdminSave } from './use-admin-save';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/news/add']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function useSaveAndLocation(mutationFn: (value: string) => Promise<string>) {
  return { saver: useAdminSave(mutationFn, 'يرجى تسجيل الدخول أولاً'), location: useLocation() };
}

describe('useAdminSave', () => {
  beforeEach(() => localStorage.clear());

  it('sends one request for a double click', async () => {
    let finish: (value: string) => void = () => {};
    const mutationFn = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSaveAndLocation(mutationFn), { wrapper });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.saver.save('a');
      second = result.current.saver.save('a');
    });
    await vi.waitFor(() => expect(mutationFn).toHaveBeenCalled());
    await act(async () => {
      finish('saved');
      await first;
    });
    expect(await first).toEqual({ status: 'saved', data: 'saved' });
    expect(await second).toEqual({ status: 'ignored' });
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('on a 401 forgets the token and goes to login with the return URL and the message', async () => {
    adminToken.set('stale');
    const { result } = renderHook(
      () => useSaveAndLocation(() => Promise.reject(new ApiError(401, 'غير مصرح'))),
      { wrapper },
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.saver.save('a');
    });
    expect(outcome).toEqual({ status: 'redirected' });
    expect(adminToken.get()).toBeNull();
    expect(result.current.location.pathname).toBe('/admin/login');
    expect(result.current.location.search).toBe('?returnTo=%2Fadmin%2Fnews%2Fadd');
    expect(result.current.location.state).toEqual({ message: 'يرجى تسجيل الدخول أولاً' });
  });

  it('hands other failures back to the form', async () => {
    const failure = new ApiError(400, 'البيانات المرسلة غير صالحة', { title: 'هذا الحقل مطلوب' });
    const { result } = renderHook(() => useSaveAndLocation(() => Promise.reject(failure)), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.saver.save('a');
    });
    expect(outcome).toEqual({ status: 'failed', error: failure });
    expect(result.current.location.pathname).toBe('/admin/news/add');
  });
});
