// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { OnDemandToaster, useToaster } from './toaster';

function ScreenThatToasts() {
  useToaster();
  return <button onClick={() => toast.success('تم الإرسال')}>إرسال</button>;
}

describe('OnDemandToaster', () => {
  afterEach(cleanup);

  it('mounts no toaster until a screen that raises toasts is shown, then shows its toasts', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<OnDemandToaster />);
    expect(container.childElementCount).toBe(0);

    rerender(
      <>
        <OnDemandToaster />
        <ScreenThatToasts />
      </>,
    );
    // The toaster's region, in the toast library's own words.
    await screen.findByRole('region');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect((await screen.findByText('تم الإرسال')).isConnected).toBe(true);
  });
});
