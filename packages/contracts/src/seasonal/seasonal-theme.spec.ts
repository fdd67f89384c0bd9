import { holidayOn, seasonalThemeAt, SEASONAL_THEMES, ukDateParts } from './seasonal-theme.js';

// Spec section 4: "Seasonal themes by date: 25-31 October Halloween; 3-7 November Bonfire Night;
// 1-26 December Christmas; otherwise none."
describe('holidayOn: each edge of each season', () => {
  it.each`
    month | day   | holiday
    ${10} | ${1}  | ${null}
    ${10} | ${24} | ${null}
    ${10} | ${25} | ${'halloween'}
    ${10} | ${28} | ${'halloween'}
    ${10} | ${31} | ${'halloween'}
    ${11} | ${1}  | ${null}
    ${11} | ${2}  | ${null}
    ${11} | ${3}  | ${'bonfire_night'}
    ${11} | ${5}  | ${'bonfire_night'}
    ${11} | ${7}  | ${'bonfire_night'}
    ${11} | ${8}  | ${null}
    ${11} | ${30} | ${null}
    ${12} | ${1}  | ${'christmas'}
    ${12} | ${25} | ${'christmas'}
    ${12} | ${26} | ${'christmas'}
    ${12} | ${27} | ${null}
    ${12} | ${31} | ${null}
    ${1}  | ${1}  | ${null}
    ${2}  | ${29} | ${null}
    ${9}  | ${25} | ${null}
    ${9}  | ${30} | ${null}
    ${4}  | ${5}  | ${null}
  `('$month/$day → $holiday', ({ month, day, holiday }) => {
    expect(holidayOn(month, day)).toBe(holiday);
  });
});

const londonZone = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;

// The season follows the UK calendar date. In 2026 BST (UTC+1) ends at 2026-10-25T01:00:00Z; in 2025
// at 2025-10-26T01:00:00Z. The `zone` column is checked first so a wrong assumption about the offset
// fails loudly rather than silently testing the wrong date.
describe('seasonalThemeAt: instants near UK midnight', () => {
  it.each`
    iso                       | zone     | ukDate     | holiday
    ${'2026-10-24T22:59:00Z'} | ${'BST'} | ${'24/10'} | ${null}
    ${'2026-10-24T23:30:00Z'} | ${'BST'} | ${'25/10'} | ${'halloween'}
    ${'2025-10-24T22:59:59Z'} | ${'BST'} | ${'24/10'} | ${null}
    ${'2025-10-24T23:00:00Z'} | ${'BST'} | ${'25/10'} | ${'halloween'}
    ${'2026-10-25T01:00:00Z'} | ${'GMT'} | ${'25/10'} | ${'halloween'}
    ${'2026-10-31T23:30:00Z'} | ${'GMT'} | ${'31/10'} | ${'halloween'}
    ${'2026-11-01T00:00:00Z'} | ${'GMT'} | ${'1/11'}  | ${null}
    ${'2026-11-02T23:59:00Z'} | ${'GMT'} | ${'2/11'}  | ${null}
    ${'2026-11-03T00:00:00Z'} | ${'GMT'} | ${'3/11'}  | ${'bonfire_night'}
    ${'2026-11-07T23:59:59Z'} | ${'GMT'} | ${'7/11'}  | ${'bonfire_night'}
    ${'2026-11-08T00:00:00Z'} | ${'GMT'} | ${'8/11'}  | ${null}
    ${'2026-11-30T23:59:00Z'} | ${'GMT'} | ${'30/11'} | ${null}
    ${'2026-12-01T00:00:00Z'} | ${'GMT'} | ${'1/12'}  | ${'christmas'}
    ${'2026-12-26T23:59:00Z'} | ${'GMT'} | ${'26/12'} | ${'christmas'}
    ${'2026-12-27T00:00:00Z'} | ${'GMT'} | ${'27/12'} | ${null}
    ${'2027-01-01T00:00:00Z'} | ${'GMT'} | ${'1/1'}   | ${null}
    ${'2026-07-15T12:00:00Z'} | ${'BST'} | ${'15/7'}  | ${null}
  `('$iso ($ukDate $zone in London) → $holiday', ({ iso, zone, ukDate, holiday }) => {
    const instant = new Date(iso);
    expect(londonZone(instant)).toBe(zone);
    const { month, day } = ukDateParts(instant);
    expect(`${day}/${month}`).toBe(ukDate);
    const theme = seasonalThemeAt(instant);
    if (holiday === null) expect(theme).toBeNull();
    else expect(theme?.holiday).toBe(holiday);
  });
});

// Spec section 3: "Seasonal theme: holiday, icon, secondary icons, colours, label, greeting."
describe('SEASONAL_THEMES', () => {
  it.each`
    holiday            | label
    ${'halloween'}     | ${'Halloween'}
    ${'bonfire_night'} | ${'Bonfire Night'}
    ${'christmas'}     | ${'Christmas'}
  `('$holiday carries every field the spec lists', ({ holiday, label }) => {
    const theme = SEASONAL_THEMES[holiday as keyof typeof SEASONAL_THEMES];
    expect(theme.holiday).toBe(holiday);
    expect(theme.label).toBe(label);
    expect(theme.greeting.trim()).not.toBe('');
    expect(theme.icon.trim()).not.toBe('');
    expect(theme.secondaryIcons.length).toBeGreaterThan(0);
    expect(theme.colors).toEqual({
      primary: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      secondary: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      accent: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
  });
});
