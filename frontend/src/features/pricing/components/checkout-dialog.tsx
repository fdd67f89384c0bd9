import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  billableProduct,
  billableProductHighlights,
  checkoutRequestSchema,
  ERROR_CATALOGUE,
  priceLabel,
  type BillableProductId,
} from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useStartCheckout } from '../api/start-checkout.api';
import { CONSENT_LABEL, MONEY_BACK_NOTE } from '../checkout-consent';

const FIELDS = ['immediateAccessConsent'] as const;

/** A refusal the dialog explains in place: already subscribed (go to Billing) or the provider down (try again). */
function CheckoutRefusal({ error }: { error: unknown }) {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'PAY_005') {
    return (
      <Alert color="blue" title={ERROR_CATALOGUE.PAY_005.title}>
        <Text size="sm">
          {ERROR_CATALOGUE.PAY_005.description}{' '}
          <Anchor component={Link} to="/billing">
            Open Billing & Subscription
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (code === 'PAY_003') {
    return (
      <Alert color="red" title={ERROR_CATALOGUE.PAY_003.title}>
        <Text size="sm">{ERROR_CATALOGUE.PAY_003.description}</Text>
      </Alert>
    );
  }
  return null;
}

export interface CheckoutDialogProps {
  /** A paid site plan or a paid developer API tier; null while closed. */
  planId: BillableProductId | null;
  onClose: () => void;
}

/** The step before the provider's page: what the plan gives, what it costs, and the consent the law asks for. */
export function CheckoutDialog({ planId, onClose }: CheckoutDialogProps) {
  const plan = planId ? billableProduct(planId) : null;
  const [consent, setConsent] = useState(false);
  const form = useFormErrors(FIELDS);
  const checkout = useStartCheckout();
  const refusal = isApiError(checkout.error) && ['PAY_005', 'PAY_003'].includes(checkout.error.code ?? '');

  const close = () => {
    setConsent(false);
    form.clear('immediateAccessConsent');
    checkout.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan) return;
    // The contract's own rule (a literal true) says what is missing when the box is left empty.
    const request = form.check(checkoutRequestSchema, { planId: plan.id, immediateAccessConsent: consent });
    if (!request) return;
    checkout.mutate(request, {
      onError: (error) => {
        if (!(isApiError(error) && (error.code === 'PAY_005' || error.code === 'PAY_003'))) form.showFailure(error);
      },
    });
  };

  return (
    <Modal opened={plan !== null} onClose={close} title={plan ? `Subscribe to ${plan.name}` : ''} size="lg">
      {plan ? (
        <form onSubmit={submit} noValidate aria-label={`Subscribe to ${plan.name}`}>
          <Stack>
            <div>
              <Text fw={700} size="lg">
                {priceLabel(plan)}
              </Text>
              <Text size="sm" c="dimmed">
                {plan.interval === 'year' ? 'Renews every year' : 'Renews every month'} until you cancel. You can cancel
                any time from Billing & Subscription; your plan then runs to the end of the period you paid for.
              </Text>
            </div>
            <List size="sm" spacing={4}>
              {billableProductHighlights(plan.id).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Checkbox
              checked={consent}
              onChange={(event) => {
                setConsent(event.currentTarget.checked);
                form.clear('immediateAccessConsent');
              }}
              label={CONSENT_LABEL}
              description={MONEY_BACK_NOTE}
              error={form.errors.immediateAccessConsent}
              required
            />
            {refusal ? <CheckoutRefusal error={checkout.error} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Not now
              </Button>
              <Button type="submit" loading={checkout.isPending || checkout.isSuccess}>
                Continue to payment
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
