import { Alert, Container, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { isPaidPlan, MONEY_BACK_DAYS, PLAN_IDS, PLANS, type Plan, type PlanId } from '@trivia/contracts';
import { Suspense, useState } from 'react';
import { BelowTheFold } from '../../../components/below-the-fold';
import { PageTitle } from '../../../components/page-title';
import { lazyNamed } from '../../../lib/lazy-named';
import { useCurrentUser } from '../../auth';
import { useEntitlements } from '../../entitlements';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { offersYearly, planCards, yearlyNote, type PricingInterval } from '../plan-cards';
import { PRICING_PAGES, type PricingPageId } from '../pricing-pages';
import { CheckoutCancelledAlert } from './checkout-cancelled-alert';
import { LazyCheckoutDialog, preloadCheckoutDialog } from './lazy-checkout-dialog';
import { PlanCardView } from './plan-card';

// Below the fold: its accordion's code loads once the plans are on screen.
const PricingFaq = lazyNamed(() => import('./pricing-faq'), 'PricingFaq');

const INTERVALS: { value: PricingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** A paid plan named in `?plan=` (coming back from sign-up), for the checkout to open with. */
function requestedPlan(value: string | null): Plan | null {
  const id = PLAN_IDS.find((planId): planId is PlanId => planId === value);
  return id && isPaidPlan(id) ? PLANS[id] : null;
}

/** /pricing and the vertical pricing pages: the plans that fit the audience, and the way to buy one. */
export function PricingPage({ page }: { page: PricingPageId }) {
  const { path, vertical, title, subtitle, ...rest } = PRICING_PAGES[page];
  const note = 'note' in rest ? rest.note : undefined;
  const back = useCheckoutReturn();
  const { status } = useCurrentUser();
  const entitlements = useEntitlements();
  const loggedIn = status === 'logged-in';
  const currentPlanId = entitlements.data?.planId ?? null;
  const [interval, setBillingInterval] = useState<PricingInterval>(
    currentPlanId && PLANS[currentPlanId].interval === 'year' ? 'year' : 'month',
  );
  const [checkoutPlan, setCheckoutPlan] = useState<Plan | null>(null);
  const planFromLink = loggedIn && !entitlements.isPending ? requestedPlan(back.requested) : null;
  const dialogPlan = checkoutPlan ?? (planFromLink && currentPlanId === 'free' ? planFromLink : null);
  const cards = planCards(vertical, interval, { loggedIn, currentPlanId }, path);

  const closeDialog = () => {
    setCheckoutPlan(null);
    back.forgetRequested();
  };

  return (
    <Container size="lg" py="xl">
      <PageTitle title={title} subtitle={subtitle} />
      <Stack gap="xl">
        {back.cancelled ? (
          <CheckoutCancelledAlert onClose={back.dismissCancelled}>
            Choose a plan whenever you are ready.
          </CheckoutCancelledAlert>
        ) : null}
        {note ? (
          <Alert color="gray" variant="light" role="note">
            {note}
          </Alert>
        ) : null}
        {offersYearly(vertical) ? (
          <Group justify="center" gap="sm">
            <SegmentedControl
              aria-label="Billing period"
              data={INTERVALS}
              value={interval}
              onChange={(value) => setBillingInterval(value as PricingInterval)}
            />
            {interval === 'year' ? (
              <Text size="sm" c="dimmed">
                {yearlyNote(vertical)}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: Math.min(cards.length, 4) }}
          spacing="lg"
          onPointerEnter={loggedIn ? preloadCheckoutDialog : undefined}
          onFocus={loggedIn ? preloadCheckoutDialog : undefined}
        >
          {cards.map((card) => (
            <PlanCardView key={card.plan.id} card={card} onCheckout={() => setCheckoutPlan(card.plan)} />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center">
          Prices in pounds sterling, including VAT. {MONEY_BACK_DAYS}-day money-back guarantee on every paid plan.
        </Text>
        <BelowTheFold>
          <Suspense fallback={null}>
            <PricingFaq />
          </Suspense>
        </BelowTheFold>
      </Stack>
      <LazyCheckoutDialog
        planId={dialogPlan && isPaidPlan(dialogPlan.id) ? dialogPlan.id : null}
        onClose={closeDialog}
      />
    </Container>
  );
}
