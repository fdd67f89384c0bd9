import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { DEFAULT_COLOR_SCHEME } from '../theme-config';

/** Mirrors the colour scheme as a "dark" class on the page root (spec section 4) for non-Mantine CSS. */
export function useDarkClass(): void {
  const scheme = useComputedColorScheme(DEFAULT_COLOR_SCHEME);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', scheme === 'dark');
  }, [scheme]);
}
