import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { SeasonalTheme } from '@trivia/contracts';
import { HOLIDAY_ICONS } from '../holiday-icons';

/** The icon and label beside the logo, with the greeting for screen readers and on hover. */
export function SeasonalBadge({ theme }: { theme: SeasonalTheme }) {
  const Icon = HOLIDAY_ICONS[theme.holiday];
  return (
    <Group gap={4} wrap="nowrap" title={theme.greeting}>
      <Icon size={18} aria-hidden color={theme.colors.primary} />
      <Text size="xs" fw={600} c={theme.colors.primary} visibleFrom="sm">
        {theme.label}
      </Text>
      <VisuallyHidden>{theme.greeting}</VisuallyHidden>
    </Group>
  );
}
