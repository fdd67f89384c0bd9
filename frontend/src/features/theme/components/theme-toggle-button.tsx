import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { DEFAULT_COLOR_SCHEME } from '../theme-config';

/** The colour scheme shown now, the one the switch goes to, and the switch. */
export function useNextScheme() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme(DEFAULT_COLOR_SCHEME);
  const next = scheme === 'dark' ? ('light' as const) : ('dark' as const);
  return { scheme, next, toggle: () => setColorScheme(next) };
}

/**
 * The light/dark switch itself; works on its own (the header shows it so until its tooltips have loaded). Other
 * props (a tooltip's ref and pointer handlers) go to the button.
 */
export function ThemeToggleButton(props: ComponentPropsWithRef<'button'>) {
  const { scheme, toggle } = useNextScheme();
  return (
    <ActionIcon {...props} variant="default" size="lg" aria-label="Toggle color scheme" onClick={toggle}>
      {scheme === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
