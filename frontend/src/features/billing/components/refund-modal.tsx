import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { MONEY_BACK_DAYS, refundRequestSchema, type ProductLine } from '@trivia/contracts';
import { useState } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useRefund } from '../api/refund.api';
import { formatLongDate } from '../../../lib/format';

const FIELDS = ['confirm'] as const;

/** The money-back guarantee, one confirmation away: the customer ticks that access ends with the refund. */
export function RefundModal({
  opened,
  onClose,
  planName,
  refundableUntil,
  line = 'site',
}: {
  opened: boolean;
  onClose: () => void;
  planName: string;
  refundableUntil: string;
  /** Which subscription is refunded: the site plan's (the default) or the developer API tier's. */
  line?: ProductLine;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const form = useFormErrors(FIELDS);
  const refund = useRefund();

  const submit = () => {
    const request = form.check(refundRequestSchema, { confirm: confirmed, line });
    if (!request) return;
    refund.mutate(request, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Refund and end your plan?">
      <Stack>
        <Text size="sm">
          Under our {MONEY_BACK_DAYS}-day money-back guarantee (open until {formatLongDate(refundableUntil)}) we refund
          every payment on your {planName} subscription in full, to the card you paid with. Your {planName} access ends
          straight away and your account returns to {line === 'api' ? 'API Free' : 'the Free plan'}.
        </Text>
        <Checkbox
          checked={confirmed}
          onChange={(event) => {
            setConfirmed(event.currentTarget.checked);
            form.clear('confirm');
          }}
          label={`I understand my ${planName} access ends now`}
          error={form.errors.confirm}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my plan
          </Button>
          <Button color="red" onClick={submit} loading={refund.isPending}>
            Refund me
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
