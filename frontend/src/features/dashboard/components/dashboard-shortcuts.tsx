import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBooks,
  IconCalendarEvent,
  IconCreditCard,
  IconSettings,
  IconSparkles,
  IconSwords,
  IconTools,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFeatureFlag } from '../../feature-flags';
import { useSelectedVerticalId } from '../../verticals';
import { type Shortcut, verticalShortcuts } from '../dashboard-logic';

type IconShortcut = Shortcut & { icon: Icon };

const GENERAL: IconShortcut[] = [
  { label: 'Daily quizzes', description: 'Play today’s free quizzes', to: '/daily-quizzes', icon: IconCalendarEvent },
  { label: 'Catalogue', description: 'Browse ready-made quiz packs', to: '/quizzes', icon: IconBooks },
  { label: 'Builder', description: 'Create a custom quiz', to: '/builder', icon: IconTools },
  { label: 'Settings', description: 'Profile, password and security', to: '/settings', icon: IconSettings },
  { label: 'Billing', description: 'Plan and payments', to: '/billing', icon: IconCreditCard },
];

const ARENA: IconShortcut = { label: 'Arena', description: 'Live multiplayer battles', to: '/arena', icon: IconSwords };

/** Shortcuts for the member's chosen audience first, then the general ones (no link twice). */
export function DashboardShortcuts() {
  const arenaEnabled = useFeatureFlag('arena_multiplayer');
  const vertical = useSelectedVerticalId();
  const forVertical = verticalShortcuts(vertical, arenaEnabled).map((s) => ({ ...s, icon: IconSparkles }));
  const general = arenaEnabled ? [...GENERAL.slice(0, 3), ARENA, ...GENERAL.slice(3)] : GENERAL;
  const seen = new Set(forVertical.map((s) => s.to));
  const shortcuts = [...forVertical, ...general.filter((s) => !seen.has(s.to))];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {shortcuts.map((shortcut) => (
        <UnstyledButton key={shortcut.to} component={Link} to={shortcut.to}>
          <Card withBorder padding="md" h="100%">
            <ThemeIcon variant="light" size="lg" mb="xs">
              <shortcut.icon size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{shortcut.label}</Text>
            <Text size="sm" c="dimmed">
              {shortcut.description}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
