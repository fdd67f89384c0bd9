import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  effectiveApiTierId,
  isPaidApiTier,
  MONEY_BACK_DAYS,
  type BillingOverview,
  type PaidApiTierId,
} from '@trivia/contracts';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { billingOverviewQueryOptions } from '../../billing';
import { apiTierCards, requestedTier } from '../api-tier-cards';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { PRICING_PAGES } from '../pricing-pages';
import { ApiTierCardView } from './api-tier-card';
import { ApiTierComparison } from './api-tier-comparison';
import { CheckoutCancelledAlert } from './checkout-cancelled-alert';
import { LazyCheckoutDialog, preloadCheckoutDialog } from './lazy-checkout-dialog';
import { DEVELOPER_PRICING_QUESTIONS } from './developer-pricing-faq';
import { PricingFaq } from './pricing-faq';

/** The paid tier a member's API subscription gives right now (the same access rule the API applies), or null. */
function paidTierNow(overview: BillingOverview | undefined, now: number): PaidApiTierId | null {
  const subscription = overview?.apiSubscription;
  const facts = subscription && {
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd ? Date.parse(subscription.currentPeriodEnd) : null,
    planId: subscription.planId,
  };
  const tier = effectiveApiTierId(facts ?? null, now);
  return isPaidApiTier(tier) ? tier : null;
}

/** /pricing/developers: the quiz API's three tiers, how they compare, the questions developers ask, and checkout. */
export function DeveloperPricingPage() {
  const { title, subtitle } = PRICING_PAGES.developers;
  const back = useCheckoutReturn();
  const { status } = useCurrentUser();
  const loggedIn = status === 'logged-in';
  const billing = useQuery({ ...billingOverviewQueryOptions, enabled: loggedIn });
  const currentTierId = paidTierNow(billing.data, billing.dataUpdatedAt);
  const [checkoutTier, setCheckoutTier] = useState<PaidApiTierId | null>(null);
  // Back from sign-up with a tier chosen: open its checkout once we know the member has no paid tier yet.
  const tierFromLink = loggedIn && billing.isSuccess && !currentTierId ? requestedTier(back.requested) : null;
  const dialogTier = checkoutTier ?? tierFromLink;
  const cards = apiTierCards({ loggedIn, currentTierId: billing.isSuccess ? currentTierId : null });

  const closeDialog = () => {
    setCheckoutTier(null);
    back.forgetRequested();
  };

  return (
    <Container size="lg" py="xl">
      <PageTitle title={title} subtitle={subtitle} />
      <Stack gap="xl">
        {back.cancelled ? (
          <CheckoutCancelledAlert onClose={back.dismissCancelled}>
            {loggedIn ? 'Your keys stay on their current tier.' : 'Choose a tier whenever you are ready.'}
          </CheckoutCancelledAlert>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="lg"
          onPointerEnter={loggedIn ? preloadCheckoutDialog : undefined}
          onFocus={loggedIn ? preloadCheckoutDialog : undefined}
        >
          {cards.map((card) => (
            <ApiTierCardView
              key={card.tier.id}
              card={card}
              onCheckout={() => {
                if (card.action.kind === 'checkout') setCheckoutTier(card.action.tierId);
              }}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center">
          Prices in pounds sterling, including VAT, billed monthly. Cancel any time. {MONEY_BACK_DAYS}-day money-back
          guarantee on every paid tier.
        </Text>
        <ApiTierComparison />
        <PricingFaq questions={DEVELOPER_PRICING_QUESTIONS} title="Questions about the API tiers" />
      </Stack>
      <LazyCheckoutDialog planId={dialogTier} onClose={closeDialog} />
    </Container>
  );
}
