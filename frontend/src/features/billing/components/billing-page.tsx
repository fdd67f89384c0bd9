import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { PLANS, type BillingOverview } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { QuotaList, useEntitlements } from '../../entitlements';
import { useBillingOverview } from '../api/billing-overview.api';
import { usePaymentPortal } from '../api/payment-portal.api';
import { summarise } from '../billing-state';
import { ApiTierCard } from './api-tier-card';
import { ChangePlanSection } from './change-plan-section';
import { InvoicesTable } from './invoices-table';
import { MoneyBackOffer } from './money-back-offer';
import { SubscriptionPanel } from './subscription-panel';
import { SectionCard } from '../../../components/section-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `billing-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <SectionCard id={id} title={title} titleSize="h4">
      {children}
    </SectionCard>
  );
}

function PastDueBanner() {
  const portal = usePaymentPortal();
  return (
    <Alert color="red" title="Your last payment failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          We could not take your renewal payment. Your plan keeps working while we try again; update your card so it is
          not lost.
        </Text>
        <Button size="xs" color="red" onClick={() => portal.mutate()} loading={portal.isPending || portal.isSuccess}>
          Update payment
        </Button>
      </Stack>
    </Alert>
  );
}

function FreePlan({ hadPlan }: { hadPlan: string | null }) {
  return (
    <Section title="Your plan">
      <Text>
        {hadPlan ? `Your ${hadPlan} subscription has ended. ` : ''}You are on the Free plan: daily quizzes, leaderboards
        and Arena rooms of up to {PLANS.free.grants.arenaRoomPlayers} players.
      </Text>
      <Group>
        <Button component={Link} to="/pricing">
          See plans and prices
        </Button>
      </Group>
    </Section>
  );
}

/** `now` is when the overview was read, so access is judged as of the data shown. */
export function BillingContent({ overview, now }: { overview: BillingOverview; now: number }) {
  const entitlements = useEntitlements();
  const subscription = overview.subscription;
  const summary = subscription ? summarise(subscription, now) : null;
  const api = overview.apiSubscription;
  const apiOverdue = api ? summarise(api, now).paymentOverdue : false;
  return (
    <Stack gap="lg">
      {summary?.paymentOverdue || apiOverdue ? <PastDueBanner /> : null}
      {subscription && summary?.hasAccess ? (
        <Section title="Your plan">
          <SubscriptionPanel subscription={subscription} summary={summary} />
        </Section>
      ) : (
        <FreePlan hadPlan={summary?.planName ?? null} />
      )}
      {summary?.refundableUntil ? (
        <Section title="Money-back guarantee">
          <MoneyBackOffer summary={summary} refundableUntil={summary.refundableUntil} />
        </Section>
      ) : null}
      {summary?.canChangePlan ? (
        <Section title="Change plan">
          <ChangePlanSection currentPlanName={summary.planName} otherPlans={summary.otherPlans} />
        </Section>
      ) : null}
      {api ? <ApiTierCard subscription={api} now={now} /> : null}
      {entitlements.data ? (
        <Section title="This month's allowances">
          <QuotaList entitlements={entitlements.data} />
        </Section>
      ) : null}
      <Section title="Invoices">
        <InvoicesTable invoices={overview.invoices} />
      </Section>
      {overview.provider === 'test' ? (
        <Text size="xs" c="dimmed">
          Payments here go through the built-in test provider: no real money is taken.
        </Text>
      ) : null}
    </Stack>
  );
}

/** /billing, behind RequireAuth. */
export function BillingPage() {
  const overview = useBillingOverview();
  return (
    <Container size="md" py="xl">
      <PageTitle title="Billing & Subscription" />
      {overview.data ? <BillingContent overview={overview.data} now={overview.dataUpdatedAt} /> : null}
      {overview.isPending ? <LoadingSpinner /> : null}
      {overview.isError ? (
        <Alert color="red" title="Billing could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Your plan is unaffected. Please try again.</Text>
            <Button size="xs" variant="light" onClick={() => void overview.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Container>
  );
}
