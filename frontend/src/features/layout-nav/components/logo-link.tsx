import { Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { MEMBER_HOME_PATH, type SeasonalTheme } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { SITE } from '../../../lib/site-config';
import { SeasonalBadge } from '../../seasonal';

export function LogoLink({ loggedIn, seasonal }: { loggedIn: boolean; seasonal: SeasonalTheme | null }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Link
        to={loggedIn ? MEMBER_HOME_PATH : '/'}
        aria-label={`${SITE.name} home`}
        style={{ textDecoration: 'none', color: 'inherit' }}
      >
        <Group gap={6} wrap="nowrap">
          <IconBulb size={26} aria-hidden color={seasonal?.colors.primary ?? 'var(--mantine-color-violet-6)'} />
          <Text fw={800} size="lg" visibleFrom="xs">
            Trivia
          </Text>
        </Group>
      </Link>
      {seasonal ? <SeasonalBadge theme={seasonal} /> : null}
    </Group>
  );
}
