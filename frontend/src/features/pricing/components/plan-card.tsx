import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PlanCard } from '../plan-cards';
import { OfferCard } from './offer-card';

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
  return (
    <OfferCard
      headingId={`plan-${card.plan.id}`}
      name={card.plan.name}
      current={card.current}
      currentLabel="Your plan"
      price={
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
      }
      summary={card.plan.summary}
      highlights={card.highlights}
      action={<CardButton card={card} onCheckout={onCheckout} />}
    />
  );
}
