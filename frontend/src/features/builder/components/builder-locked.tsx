import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ERROR_CATALOGUE } from '@trivia/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { builderPlanNames } from '../builder-plans';

const DL_001 = ERROR_CATALOGUE.DL_001;

/**
 * What a member without the builder sees in its place (the server answered DL_001): the catalogue's words and its
 * "View Plans" action, never the tools.
 */
export function BuilderLocked() {
  const action = DL_001.action?.kind === 'navigate' ? DL_001.action : { label: 'View Plans', href: '/pricing' };
  return (
    <Alert color="blue" variant="light" title={DL_001.title} icon={<IconLock size={20} aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {DL_001.description} The quiz builder comes with the {builderPlanNames()} plans.
        </Text>
        <Text size="xs" c="dimmed">
          Error code: DL_001
        </Text>
        <Button component={Link} to={action.href}>
          {action.label}
        </Button>
        <Anchor component={Link} to="/custom-quiz-builder" size="sm">
          What the builder does
        </Anchor>
      </Stack>
    </Alert>
  );
}
