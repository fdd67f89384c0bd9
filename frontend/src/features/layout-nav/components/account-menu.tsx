import { Button, Menu, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconChevronDown,
  IconCreditCard,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { planLabel, type User } from '@trivia/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../auth';
import { useCloseOnRouteChange } from '../hooks/use-close-on-route-change';

export function AccountMenu({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  const logout = useLogout();
  const plan = planLabel(user);
  useCloseOnRouteChange(() => setOpened(false));

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240}>
      <Menu.Target>
        <Button
          variant="default"
          px="xs"
          aria-label="Account menu"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Stack gap={0} align="flex-start" visibleFrom="sm">
            <Text size="xs" fw={600} lh={1.2} maw={180} truncate="end">
              {user.email}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2}>
              {plan}
            </Text>
          </Stack>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.email} · {plan}
        </Menu.Label>
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} to="/stats" leftSection={<IconChartBar size={16} aria-hidden />}>
          My Stats
        </Menu.Item>
        <Menu.Item component={Link} to="/arena/history" leftSection={<IconHistory size={16} aria-hidden />}>
          Arena history
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Account Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/billing" leftSection={<IconCreditCard size={16} aria-hidden />}>
          Billing & Subscription
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
