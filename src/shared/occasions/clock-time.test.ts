import { describe, expect, it } from 'vitest';
import { clockTimeIn } from './clock-time';

describe('clockTimeIn', () => {
  it.each([
    ['الساعة 4:30 عصراً', { hour: 16, minute: 30 }],
    ['4:30 م', { hour: 16, minute: 30 }],
    ['٤:٣٠ مساءً', { hour: 16, minute: 30 }],
    ['16:30', { hour: 16, minute: 30 }],
    ['بعد صلاة الظهر، الساعة 12:15 ظهراً', { hour: 12, minute: 15 }],
    ['الساعة 9 صباحاً', { hour: 9, minute: 0 }],
    ['12:00 ص', { hour: 0, minute: 0 }],
    ['7.45 pm', { hour: 19, minute: 45 }],
  ])('reads %s', (text, time) => {
    expect(clockTimeIn(text)).toEqual(time);
  });

  it.each(['بعد صلاة العصر', '4:30', 'الساعة 4', '', '25:00', '4:75 م', 'في 3 أيام'])(
    'places no time in %s',
    (text) => {
      expect(clockTimeIn(text)).toBeNull();
    },
  );
});
