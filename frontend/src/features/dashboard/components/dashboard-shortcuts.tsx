import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBooks,
  IconCalendarEvent,
  IconCreditCard,
  IconSettings,
  IconSwords,
  IconTools,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFeatureFlag } from '../../feature-flags';

interface Shortcut {
  label: string;
  description: string;
  to: string;
  icon: Icon;
}

const SHORTCUTS: Shortcut[] = [
  { label: 'Daily quizzes', description: 'Play today’s free quizzes', to: '/daily-quizzes', icon: IconCalendarEvent },
  { label: 'Catalogue', description: 'Browse ready-made quiz packs', to: '/quizzes', icon: IconBooks },
  { label: 'Builder', description: 'Create a custom quiz', to: '/builder', icon: IconTools },
  { label: 'Settings', description: 'Profile, password and security', to: '/settings', icon: IconSettings },
  { label: 'Billing', description: 'Plan and payments', to: '/billing', icon: IconCreditCard },
];

const ARENA: Shortcut = { label: 'Arena', description: 'Live multiplayer battles', to: '/arena', icon: IconSwords };

export function DashboardShortcuts() {
  const arenaEnabled = useFeatureFlag('arena_multiplayer');
  const shortcuts = arenaEnabled ? [...SHORTCUTS.slice(0, 3), ARENA, ...SHORTCUTS.slice(3)] : SHORTCUTS;
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
