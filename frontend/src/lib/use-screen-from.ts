import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is at least as wide as one of the theme's breakpoints (what `visibleFrom` shows at), known in
 * the first render. For parts a narrow screen does not show at all: not drawn there, rather than drawn and hidden.
 */
export function useScreenFrom(breakpoint: MantineBreakpoint): boolean {
  const minWidth = useMantineTheme().breakpoints[breakpoint];
  return useMediaQuery(`(min-width: ${minWidth})`, undefined, { getInitialValueInEffect: false }) ?? false;
}
