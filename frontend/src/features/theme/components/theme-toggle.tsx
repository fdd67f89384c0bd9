import { Tooltip } from '@mantine/core';
import { ThemeToggleButton, useNextScheme } from './theme-toggle-button';

/** The switch with a tooltip naming what it switches to. */
export function ThemeToggle() {
  const { next } = useNextScheme();
  return (
    <Tooltip label={`Switch to ${next} mode`}>
      <ThemeToggleButton />
    </Tooltip>
  );
}
