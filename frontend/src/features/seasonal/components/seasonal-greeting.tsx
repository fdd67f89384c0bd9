import { Group, Text } from '@mantine/core';
import type { SeasonalTheme } from '@trivia/contracts';
import { HOLIDAY_ICONS } from '../holiday-icons';

/** A line with the greeting between two holiday icons, used in the footer. */
export function SeasonalGreeting({ theme }: { theme: SeasonalTheme }) {
  const Icon = HOLIDAY_ICONS[theme.holiday];
  return (
    <Group gap="xs" justify="center">
      <Icon size={18} aria-hidden color={theme.colors.primary} />
      <Text size="sm" fw={600} c={theme.colors.accent}>
        {theme.greeting}
      </Text>
      <Icon size={18} aria-hidden color={theme.colors.primary} />
    </Group>
  );
}
