// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import { MoreTopsButton } from './more-tops';

const m = treeChartMessages.moreTops;

afterEach(cleanup);

describe('MoreTopsButton', () => {
  it('asks for the next page and says how many families are left', async () => {
    const onMore = vi.fn();
    render(<MoreTopsButton moreTops={{ remaining: 120, status: null, more: vi.fn() }} onMore={onMore} />);
    expect(screen.getByText(/الأسر المتبقية/).textContent).toContain('120');
    await userEvent.click(screen.getByRole('button', { name: m.button }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('says a page is coming, and asks for nothing more meanwhile', async () => {
    const onMore = vi.fn();
    render(
      <MoreTopsButton moreTops={{ remaining: 120, status: 'loading', more: vi.fn() }} onMore={onMore} />,
    );
    await userEvent.click(screen.getByRole('button', { name: m.loading }));
    expect(onMore).not.toHaveBeenCalled();
  });

  it('says a page failed, in Arabic, and asks again on retry', async () => {
    const more = vi.fn();
    render(<MoreTopsButton moreTops={{ remaining: 120, status: 'error', more }} onMore={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(m.loadError);
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(more).toHaveBeenCalledTimes(1);
  });
});
