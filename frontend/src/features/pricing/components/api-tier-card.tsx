import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ApiTierCard } from '../api-tier-cards';

function TierButton({ card, onCheckout }: { card: ApiTierCard; onCheckout: () => void }) {
  const { action, tier } = card;
  switch (action.kind) {
    case 'dashboard':
      return (
        <Stack gap={6}>
          <Text size="sm" c="dimmed" ta="center">
            Every account gets {tier.name}: no card needed.
          </Text>
          <Button component={Link} to={action.href} variant="light" fullWidth>
            Open the developer dashboard
          </Button>
        </Stack>
      );
    case 'register':
      return (
        <Button component={Link} to={action.href} fullWidth>
          Sign up for {tier.name}
        </Button>
      );
    case 'current':
      return (
        <Button variant="default" fullWidth disabled>
          Current tier
        </Button>
      );
    case 'billing':
      return (
        <Button component={Link} to="/billing" variant="light" fullWidth>
          Change tier in Billing
        </Button>
      );
    case 'checkout':
      return (
        <Button onClick={onCheckout} fullWidth>
          Choose {tier.name}
        </Button>
      );
  }
}

/** One API tier: name, VAT-inclusive price, its limits and features (from the catalogue), and the way to get it. */
export function ApiTierCardView({ card, onCheckout }: { card: ApiTierCard; onCheckout: () => void }) {
  const headingId = `api-tier-${card.tier.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      style={card.current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={headingId}>
            {card.tier.name}
          </Title>
          {card.current ? (
            <Badge variant="filled" style={{ flexShrink: 0 }}>
              Your tier
            </Badge>
          ) : null}
        </Group>
        <Text fw={700} size="lg">
          {card.price}
        </Text>
        <Text size="sm">{card.tier.summary}</Text>
        <List
          size="sm"
          spacing={6}
          icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-green-filled)" />}
          style={{ flex: 1 }}
        >
          {card.highlights.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <TierButton card={card} onCheckout={onCheckout} />
      </Stack>
    </Card>
  );
}
