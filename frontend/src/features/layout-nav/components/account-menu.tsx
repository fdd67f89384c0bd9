import { Menu } from '@mantine/core';
import {
  IconChartBar,
  IconCreditCard,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
} from '@tabler/icons-react';
import { planLabel, type User } from '@trivia/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../auth';
import { useCloseOnRouteChange } from '../hooks/use-close-on-route-change';
import { AccountMenuTrigger } from './header-triggers';

export function AccountMenu({ user, initiallyOpen = false }: { user: User; initiallyOpen?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpen);
  const logout = useLogout();
  const plan = planLabel(user);
  useCloseOnRouteChange(() => setOpened(false));

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240}>
      <Menu.Target>
        <AccountMenuTrigger user={user} />
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
