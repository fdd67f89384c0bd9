import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import type { SubscriptionView } from '@trivia/contracts';
import { IconCreditCard } from '@tabler/icons-react';
import { useCancelSubscription } from '../api/cancel-subscription.api';
import { usePaymentPortal } from '../api/payment-portal.api';
import { useResumeSubscription } from '../api/resume-subscription.api';
import { cardBrandName, type SubscriptionSummary } from '../billing-state';

const STATUS_COLOUR = (summary: SubscriptionSummary): string => {
  if (summary.paymentOverdue) return 'red';
  if (!summary.hasAccess) return 'gray';
  return summary.canResume ? 'yellow' : 'green';
};

function PaymentMethod({ subscription }: { subscription: SubscriptionView }) {
  const portal = usePaymentPortal();
  const method = subscription.paymentMethod;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconCreditCard aria-hidden size={20} />
        <Text size="sm">{method ? `${cardBrandName(method.brand)} ending ${method.last4}` : 'No card on file'}</Text>
      </Group>
      <Button variant="light" size="xs" onClick={() => portal.mutate()} loading={portal.isPending || portal.isSuccess}>
        Update payment
      </Button>
    </Group>
  );
}

/** The plan, its status and renewal, the card, and cancel or resume. */
export function SubscriptionPanel({
  subscription,
  summary,
}: {
  subscription: SubscriptionView;
  summary: SubscriptionSummary;
}) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();

  const confirmCancel = () =>
    openConfirmModal({
      title: `Cancel ${summary.planName}?`,
      children: (
        <Text size="sm">
          Your plan stops renewing. You keep everything it gives until the end of the period you have paid for, and you
          can resume it before then.
        </Text>
      ),
      labels: { confirm: 'Cancel at period end', cancel: 'Keep my plan' },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(summary.line),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} size="lg">
            {summary.planName}
          </Text>
          {summary.renewal ? <Text size="sm">{summary.renewal}</Text> : null}
        </div>
        <Badge color={STATUS_COLOUR(summary)} variant="light" size="lg">
          {summary.statusLabel}
        </Badge>
      </Group>
      <PaymentMethod subscription={subscription} />
      {summary.canCancel || summary.canResume ? (
        <Group>
          {summary.canCancel ? (
            <Button variant="default" color="red" onClick={confirmCancel} loading={cancel.isPending}>
              Cancel subscription
            </Button>
          ) : null}
          {summary.canResume ? (
            <Button onClick={() => resume.mutate(summary.line)} loading={resume.isPending}>
              Resume subscription
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
