import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { API_TIERS, apiTierHighlights, type SubscriptionView } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/section-card';
import { summarise } from '../billing-state';
import { ChangePlanSection } from './change-plan-section';
import { MoneyBackOffer } from './money-back-offer';
import { SubscriptionPanel } from './subscription-panel';

const FREE_TIER = API_TIERS['api-free'];

/**
 * The developer API tier's card on /billing, beside the site plan: its own status, renewal, cancel or resume,
 * money-back refund and tier change, all acting on the API subscription only. After it ends, what the keys fall
 * back to.
 */
export function ApiTierCard({ subscription, now }: { subscription: SubscriptionView; now: number }) {
  const summary = summarise(subscription, now);
  return (
    <SectionCard id="billing-developer-api-tier" title="Developer API tier" titleSize="h4">
      {summary.hasAccess ? (
        <Stack gap="md">
          <SubscriptionPanel subscription={subscription} summary={summary} />
          {summary.refundableUntil ? (
            <>
              <Divider />
              <MoneyBackOffer summary={summary} refundableUntil={summary.refundableUntil} />
            </>
          ) : null}
          {summary.canChangePlan && summary.otherPlans.length > 0 ? (
            <>
              <Divider />
              <ChangePlanSection
                currentPlanName={summary.planName}
                otherPlans={summary.otherPlans}
                label="New API tier"
              />
            </>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            Your {summary.planName} subscription has ended. Your API keys are on {FREE_TIER.name}:{' '}
            {apiTierHighlights(FREE_TIER).slice(0, 2).join(' and ')}.
          </Text>
          <Group>
            <Button component={Link} to="/pricing/developers" variant="light">
              See API tiers
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
