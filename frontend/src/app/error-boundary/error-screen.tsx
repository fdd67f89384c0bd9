import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The fallback of spec section 2. Full page loads on purpose: the app state may be what broke. */
export function ErrorScreen() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center" role="alert">
        <IconAlertTriangle size={48} aria-hidden color="var(--mantine-color-red-6)" />
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">An unexpected error occurred. It has been reported; please try again.</Text>
        <Group justify="center">
          <Button onClick={() => window.location.assign('/')}>Return to Home</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
