import { describe, expect, it } from 'vitest';
import { addParcelDays, dueOnBankDay, isPublicHoliday } from './business-days';

describe('working days per country', () => {
  it('knows each country’s own public holidays', () => {
    expect(isPublicHoliday('DE', '2026-10-03')).toBe(true); // Tag der Deutschen Einheit
    expect(isPublicHoliday('AT', '2026-10-03')).toBe(false);
    expect(isPublicHoliday('AT', '2026-10-26')).toBe(true); // Nationalfeiertag
    expect(isPublicHoliday('CH', '2026-08-01')).toBe(true); // Bundesfeiertag
    expect(isPublicHoliday('NL', '2026-04-27')).toBe(true); // Koningsdag
    expect(isPublicHoliday('DE', '2026-04-27')).toBe(false);
  });

  it('never ends a delivery window on a Sunday or a holiday (issue 21)', () => {
    // Thursday 2026-12-17 + 4 parcel days: Fri 18, Sat 19, (Sun 20), Mon 21, Tue 22.
    expect(addParcelDays('DE', '2026-12-17', 4)).toBe('2026-12-22');
    // Over Christmas: Wed 23 + 2 → Thu 24, (Fri 25, Sat 26 holidays in DE, Sun 27), Mon 28.
    expect(addParcelDays('DE', '2026-12-23', 2)).toBe('2026-12-28');
    // The Netherlands keep Boxing Day too (Tweede kerstdag): Monday 28 as well.
    expect(addParcelDays('NL', '2026-12-23', 2)).toBe('2026-12-28');
    // Friday + 1 is Saturday: parcels come on Saturdays.
    expect(addParcelDays('AT', '2026-11-27', 1)).toBe('2026-11-28');
    // Austria's Nationalfeiertag (Monday 26 October 2026) is skipped.
    expect(addParcelDays('AT', '2026-10-24', 1)).toBe('2026-10-27');
  });

  it('moves a due date off weekends and holidays to the next bank day (§ 193 BGB)', () => {
    expect(dueOnBankDay('DE', '2026-12-25')).toBe('2026-12-28'); // Christmas Day, Boxing Day, Sunday
    expect(dueOnBankDay('DE', '2026-11-28')).toBe('2026-11-30'); // Saturday
    expect(dueOnBankDay('DE', '2026-11-30')).toBe('2026-11-30'); // a Monday stays
    expect(dueOnBankDay('CH', '2026-08-01')).toBe('2026-08-03'); // Bundesfeiertag on a Saturday
    expect(dueOnBankDay('AT', '2026-12-08')).toBe('2026-12-09'); // Mariä Empfängnis
    expect(dueOnBankDay('NL', '2027-04-27')).toBe('2027-04-28'); // Koningsdag
  });
});
