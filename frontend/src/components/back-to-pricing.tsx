import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A checkout that cannot go on (not found, expired, failed): why, and the way back to the plans. */
export function BackToPricing({
  title,
  color = 'yellow',
  to = '/pricing',
  children,
}: {
  title: string;
  color?: 'yellow' | 'red';
  /** The pricing page the checkout came from: the site's plans, or the developer API's tiers. */
  to?: string;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Alert color={color} title={title}>
        {children}
      </Alert>
      <Group>
        <Button component={Link} to={to}>
          Back to pricing
        </Button>
      </Group>
    </Stack>
  );
}
