import { seasonalThemeAt, type SeasonalTheme } from '@trivia/contracts';
import { useState } from 'react';

/** Today's UK holiday theme, read once per mount: a date-level change needs no timer. */
export function useSeasonalTheme(): SeasonalTheme | null {
  const [theme] = useState(() => seasonalThemeAt(new Date()));
  return theme;
}
