import { seasonalThemeAt, type SeasonalTheme } from '@trivia/contracts';
import { useState } from 'react';
import { useHydrated } from '../../../lib/hydration';

/** Today's UK holiday theme, read once per mount (a date-level change needs no timer), once the clock is the visitor's. */
export function useSeasonalTheme(): SeasonalTheme | null {
  const [theme] = useState(() => seasonalThemeAt(new Date()));
  return useHydrated() ? theme : null;
}
