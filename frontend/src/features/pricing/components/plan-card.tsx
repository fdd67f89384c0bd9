import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PlanCard } from '../plan-cards';

function CardButton({ card, onCheckout }: { card: PlanCard; onCheckout: () => void }) {
  const { action, plan } = card;
  switch (action.kind) {
    case 'register':
      return (
        <Button component={Link} to={action.href} variant={plan.pricePence > 0 ? 'filled' : 'light'} fullWidth>
          {plan.pricePence > 0 ? `Sign up for ${plan.name}` : 'Sign up free'}
        </Button>
      );
    case 'current':
      return (
        <Button variant="default" fullWidth disabled>
          Current plan
        </Button>
      );
    case 'billing':
      return (
        <Button component={Link} to="/billing" variant="light" fullWidth>
          Change plan in Billing
        </Button>
      );
    case 'included':
      return (
        <Text size="sm" c="dimmed" ta="center">
          Included in your plan
        </Text>
      );
    case 'checkout':
      return (
        <Button onClick={onCheckout} fullWidth>
          Choose {plan.name}
        </Button>
      );
  }
}

/** One offer: name, VAT-inclusive price, what it grants (from the catalogue), and what the visitor can do. */
export function PlanCardView({ card, onCheckout }: { card: PlanCard; onCheckout: () => void }) {
  const headingId = `plan-${card.plan.id}`;
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
            {card.plan.name}
          </Title>
          {card.current ? (
            <Badge variant="filled" style={{ flexShrink: 0 }}>
              Your plan
            </Badge>
          ) : null}
        </Group>
        <div>
          <Text fw={700} size="lg">
            {card.price}
          </Text>
          {card.priceNote ? (
            <Text size="sm" c="dimmed">
              {card.priceNote}
            </Text>
          ) : null}
        </div>
        <Text size="sm">{card.plan.summary}</Text>
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
        <CardButton card={card} onCheckout={onCheckout} />
      </Stack>
    </Card>
  );
}
