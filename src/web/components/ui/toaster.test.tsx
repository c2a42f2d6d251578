// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
    screen.getByRole('button', { name: 'إرسال' }).click();
    expect((await screen.findByText('تم الإرسال')).isConnected).toBe(true);
  });
});
