import { describe, expect, it } from 'vitest';
import { slotInZone } from './availability.ts';

describe('slotInZone (issue 17 item 5)', () => {
  it('moves a Chennai evening to London, across the day, with and without summer time', () => {
    const winter = new Date('2026-01-14T12:00:00Z');
    expect(slotInZone({ day: 6, from: '02:00', to: '04:00' }, 'Asia/Kolkata', 'Europe/London', winter)).toEqual({ day: 5, from: '20:30', to: '22:30' });
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(slotInZone({ day: 6, from: '02:00', to: '04:00' }, 'Asia/Kolkata', 'Europe/London', summer)).toEqual({ day: 5, from: '21:30', to: '23:30' });
    expect(slotInZone({ day: 1, from: '18:00', to: '19:00' }, 'Europe/London', 'Europe/London', winter)).toEqual({ day: 1, from: '18:00', to: '19:00' });
    expect(slotInZone({ day: 7, from: '20:00', to: '21:00' }, 'America/Toronto', 'Asia/Colombo', winter)).toEqual({ day: 1, from: '06:30', to: '07:30' });
  });
});
