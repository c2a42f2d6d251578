// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pickerMessages } from '#shared/messages/pickers.ts';
import { isoDate } from '#shared/schemas/input.ts';
import { DatePicker, dateOfIso, isoOfDate } from './date-picker';

const m = pickerMessages.date;

beforeAll(() => {
  // Radix measures the popover's trigger with a ResizeObserver, which jsdom does not have; the
  // layout it would measure does not exist here either.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Field({ initial = '', optional = false }: { initial?: string; optional?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label id="day-label" htmlFor="day">
        يوم المناسبة
      </label>
      <DatePicker
        id="day"
        labelId="day-label"
        label="يوم المناسبة"
        value={value}
        onChange={setValue}
        optional={optional}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^يوم المناسبة/ });

describe('DatePicker', () => {
  afterEach(cleanup);

  it('shows a month in Arabic, Saturday first, on the chosen day', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-11-27" />);
    // The button says what it is for and what it holds, in both calendars.
    expect(trigger()).toHaveProperty('type', 'button');
    expect(screen.getByRole('button', { name: /^يوم المناسبة 27 نوفمبر 2026م \(17 جمادى الآخرة 1448/ })).toBe(
      trigger(),
    );
    await user.click(trigger());

    const calendar = screen.getByRole('dialog', { name: 'يوم المناسبة' });
    const month = within(calendar).getByRole('combobox', { name: 'اختر الشهر' }) as HTMLSelectElement;
    const year = within(calendar).getByRole('combobox', { name: 'اختر السنة' }) as HTMLSelectElement;
    expect(month.selectedOptions[0]!.textContent).toBe('نوفمبر');
    expect(year.value).toBe('2026');
    // The first column is Saturday, the last Friday, in their Arabic names (the row of weekday
    // names is hidden from screen readers, which name each day in full).
    const weekdays = [...calendar.querySelectorAll('thead th')];
    expect(weekdays.map((day) => day.textContent)).toEqual([
      'سبت',
      'أحد',
      'اثنين',
      'ثلاثاء',
      'أربعاء',
      'خميس',
      'جمعة',
    ]);
    expect(weekdays.map((day) => day.getAttribute('aria-label'))).toEqual([
      'السبت',
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
    ]);
    // 1 November 2026 is a Sunday: the first week's second cell.
    const firstWeek = within(calendar).getAllByRole('row')[0]!;
    const cells = within(firstWeek).getAllByRole('gridcell');
    expect(cells[1]!.getAttribute('data-day')).toBe('2026-11-01');
    // The chosen day has the focus, and reads in both calendars below the month.
    expect(document.activeElement?.textContent).toBe('27');
    const chosen = within(calendar).getByText(new RegExp(m.chosen));
    expect(chosen.textContent).toContain('27 نوفمبر 2026');
    expect(chosen.textContent).toContain('17 جمادى الآخرة 1448');
    expect(calendar.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('sets the ISO day chosen and names it in both calendars', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-11-27" />);
    await user.click(trigger());
    const calendar = screen.getByRole('dialog');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'اختر السنة' }), '2025');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'اختر الشهر' }), '2');
    await user.click(within(calendar).getByRole('button', { name: /^السبت، 1 مارس 2025/ }));

    expect(screen.getByTestId('value').textContent).toBe('2025-03-01');
    expect(screen.queryByRole('dialog')).toBeNull();
    // 1 March 2025 was the first of Ramadan 1446 (Umm al-Qura).
    expect(trigger().textContent).toContain('1 مارس 2025');
    expect(trigger().textContent).toContain('1 رمضان 1446');
    expect(document.activeElement).toBe(trigger());
  });

  it('is worked by the keyboard alone, right to left', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-11-27" />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('27');
    // In a right-to-left week the next day is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('28');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.closest('td')?.getAttribute('data-day')).toBe('2026-12-05');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-05');
    expect(document.activeElement).toBe(trigger());

    // Escape closes without a change.
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('2026-12-05');
    expect(document.activeElement).toBe(trigger());
  });

  it('offers a clear button only on an optional field with a day', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Field initial="2026-11-27" />);
    expect(screen.queryByRole('button', { name: m.clear('يوم المناسبة') })).toBeNull();
    unmount();

    render(<Field initial="2026-11-27" optional />);
    await user.click(screen.getByRole('button', { name: m.clear('يوم المناسبة') }));
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(trigger().textContent).toContain(m.choose);
    expect(screen.queryByRole('button', { name: m.clear('يوم المناسبة') })).toBeNull();
  });

  it('gives a react-hook-form form the ISO day its schema checks', async () => {
    const user = userEvent.setup();
    const schema = z.object({ date: isoDate });
    const sent: unknown[] = [];
    function Form() {
      const form = useForm({ resolver: zodResolver(schema), defaultValues: { date: '2026-11-27' } });
      return (
        <form onSubmit={form.handleSubmit((values) => sent.push(values))}>
          <span id="date-label">التاريخ</span>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DatePicker
                id="date"
                labelId="date-label"
                label="التاريخ"
                value={field.value}
                onChange={field.onChange}
                ref={field.ref}
              />
            )}
          />
          <button type="submit">حفظ</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: /^التاريخ/ }));
    await user.click(screen.getByRole('button', { name: /^الخميس، 12 نوفمبر 2026/ }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(sent).toEqual([{ date: '2026-11-12' }]);
  });
});

describe('dateOfIso and isoOfDate', () => {
  it('turn a real day both ways and refuse what is not one', () => {
    expect(isoOfDate(dateOfIso('2026-02-28')!)).toBe('2026-02-28');
    expect(isoOfDate(dateOfIso('0950-01-05')!)).toBe('0950-01-05');
    expect(dateOfIso('2026-02-30')).toBeUndefined();
    expect(dateOfIso('28/02/2026')).toBeUndefined();
    expect(dateOfIso('')).toBeUndefined();
  });
});
