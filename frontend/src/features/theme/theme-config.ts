import { createTheme, localStorageColorSchemeManager, type TooltipProps } from '@mantine/core';
import { STORAGE_KEYS, TOOLTIP_DELAY } from '@trivia/contracts';

/** The colour scheme is stored under "theme" as "light" or "dark" (spec section 4). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

export const DEFAULT_COLOR_SCHEME = 'light' as const;

export const appTheme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  // Filled buttons, badges and icons on light colours (orange, yellow, teal) get dark text, which reads at WCAG
  // AA contrast; white on them does not (orange.6 is 2.6:1).
  autoContrast: true,
  components: {
    // Plain objects rather than `Tooltip.extend(…)`: naming the component here would bring tooltips (and Floating
    // UI) into every page's first download; the header loads them a moment later.
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAY.openMs } satisfies Partial<TooltipProps> },
    // Within a group, a second tooltip opens without the full delay once one was shown.
    TooltipGroup: { defaultProps: { openDelay: TOOLTIP_DELAY.openMs, closeDelay: TOOLTIP_DELAY.skipMs } },
  },
});
