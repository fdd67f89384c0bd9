import { ukCalendarDate } from '../daily-quiz/uk-date.js';

export type Holiday = 'halloween' | 'bonfire_night' | 'christmas';

export interface SeasonalTheme {
  holiday: Holiday;
  label: string;
  greeting: string;
  /** An emoji shown beside the logo. */
  icon: string;
  secondaryIcons: string[];
  colors: { primary: string; secondary: string; accent: string };
}

export const SEASONAL_THEMES: Record<Holiday, SeasonalTheme> = {
  halloween: {
    holiday: 'halloween',
    label: 'Halloween',
    greeting: 'Happy Halloween! Spooky quizzes await.',
    icon: '🎃',
    secondaryIcons: ['👻', '🦇'],
    colors: { primary: '#ff7518', secondary: '#2b1b3d', accent: '#8bc34a' },
  },
  bonfire_night: {
    holiday: 'bonfire_night',
    label: 'Bonfire Night',
    greeting: 'Remember, remember the fifth of November!',
    icon: '🎆',
    secondaryIcons: ['🔥', '✨'],
    colors: { primary: '#d84315', secondary: '#1a1a2e', accent: '#ffc107' },
  },
  christmas: {
    holiday: 'christmas',
    label: 'Christmas',
    greeting: 'Merry Christmas! Festive quizzes are here.',
    icon: '🎄',
    secondaryIcons: ['🎁', '⭐'],
    colors: { primary: '#c62828', secondary: '#1b5e20', accent: '#ffd700' },
  },
};

/** Month is 1-12. Spec section 4: 25-31 Oct Halloween, 3-7 Nov Bonfire Night, 1-26 Dec Christmas. */
export function holidayOn(month: number, day: number): Holiday | null {
  if (month === 10 && day >= 25 && day <= 31) return 'halloween';
  if (month === 11 && day >= 3 && day <= 7) return 'bonfire_night';
  if (month === 12 && day >= 1 && day <= 26) return 'christmas';
  return null;
}

/** The calendar date in the UK, where the seasons are celebrated, whatever the viewer's clock zone. */
export function ukDateParts(instant: Date): { month: number; day: number } {
  const { month, day } = ukCalendarDate(instant);
  return { month, day };
}

export function seasonalThemeAt(instant: Date): SeasonalTheme | null {
  const { month, day } = ukDateParts(instant);
  const holiday = holidayOn(month, day);
  return holiday ? SEASONAL_THEMES[holiday] : null;
}
