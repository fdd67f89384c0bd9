import { Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  availableVerticals,
  HEADER_SELECTION_SOURCE,
  ROLE_SWITCHER_MODAL_MAX_WIDTH,
  VERTICALS,
  type VerticalId,
} from '@trivia/contracts';
import { useState } from 'react';
import { useChooseVertical, VerticalIcon } from '../../verticals';
import { useCloseOnRouteChange } from '../hooks/use-close-on-route-change';
import type { NavState } from '../hooks/use-nav-context';
import { RoleSwitcherTrigger } from './header-triggers';
import { RoleSwitcherModal } from './role-switcher-modal';

/** Below 768 px the switcher is a modal; the fraction keeps exactly 768 px on the dropdown side. */
const SMALL_SCREEN_QUERY = `(max-width: ${ROLE_SWITCHER_MODAL_MAX_WIDTH - 0.02}px)`;

export function RoleSwitcher({ state, initiallyOpen = false }: { state: NavState; initiallyOpen?: boolean }) {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(initiallyOpen);
  const { choose } = useChooseVertical();
  const verticals = availableVerticals(state.features);
  useCloseOnRouteChange(() => setOpened(false));

  const select = (vertical: VerticalId) => {
    setOpened(false);
    choose(vertical, { source: HEADER_SELECTION_SOURCE });
  };

  const trigger = <RoleSwitcherTrigger state={state} onClick={smallScreen ? () => setOpened(true) : undefined} />;

  if (smallScreen) {
    return (
      <>
        {trigger}
        <RoleSwitcherModal
          opened={opened}
          verticals={verticals}
          selected={state.vertical}
          onClose={() => setOpened(false)}
          onSelect={select}
        />
      </>
    );
  }

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>I'm a...</Menu.Label>
        {verticals.map((vertical) => (
          <Menu.Item
            key={vertical.id}
            leftSection={<VerticalIcon name={vertical.icon} size={16} />}
            onClick={() => select(vertical.id)}
          >
            {vertical.title}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<VerticalIcon name={VERTICALS.universal.icon} size={16} />}
          onClick={() => select('universal')}
        >
          Browse All
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
