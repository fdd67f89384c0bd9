import { Button, Group, Text } from '@mantine/core';
import { MONEY_BACK_DAYS } from '@trivia/contracts';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import type { SubscriptionSummary } from '../billing-state';
import { RefundModal } from './refund-modal';

/** The money-back guarantee's offer for one subscription (a site plan or an API tier), with its confirmation. */
export function MoneyBackOffer({
  summary,
  refundableUntil,
}: {
  summary: SubscriptionSummary;
  refundableUntil: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Text size="sm">
        Not for you? Within {MONEY_BACK_DAYS} days of your first payment you can have every payment on this{' '}
        {summary.line === 'api' ? 'API tier' : 'plan'} refunded in full. Available until{' '}
        {formatLongDate(refundableUntil)}.
      </Text>
      <Group>
        <Button variant="light" color="red" onClick={() => setOpen(true)}>
          {summary.line === 'api' ? `Refund and end ${summary.planName}` : 'Refund and end my plan'}
        </Button>
      </Group>
      <RefundModal
        opened={open}
        onClose={() => setOpen(false)}
        planName={summary.planName}
        refundableUntil={refundableUntil}
        line={summary.line}
      />
    </>
  );
}
