import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ApiTierCard } from '../api-tier-cards';
import { OfferCard } from './offer-card';

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
  return (
    <OfferCard
      headingId={`api-tier-${card.tier.id}`}
      name={card.tier.name}
      current={card.current}
      currentLabel="Your tier"
      price={
        <Text fw={700} size="lg">
          {card.price}
        </Text>
      }
      summary={card.tier.summary}
      highlights={card.highlights}
      action={<TierButton card={card} onCheckout={onCheckout} />}
    />
  );
}
