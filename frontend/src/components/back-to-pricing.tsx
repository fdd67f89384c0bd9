import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A checkout that cannot go on (not found, expired, failed): why, and the way back to the plans. */
export function BackToPricing({
  title,
  color = 'yellow',
  children,
}: {
  title: string;
  color?: 'yellow' | 'red';
  children: ReactNode;
}) {
  return (
    <Stack>
      <Alert color={color} title={title}>
        {children}
      </Alert>
      <Group>
        <Button component={Link} to="/pricing">
          Back to pricing
        </Button>
      </Group>
    </Stack>
  );
}
