import { Alert, Button, Container, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { billableProduct, billableProductHighlights, type CheckoutResult, productLineOf } from '@trivia/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BackToPricing } from '../../../components/back-to-pricing';
import { PageTitle } from '../../../components/page-title';
import { refreshBilling } from '../api/billing-overview.api';
import { useCheckoutResult } from '../api/checkout-result.api';

function Unlocked({ result }: { result: CheckoutResult }) {
  const plan = billableProduct(result.planId);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck aria-hidden size={32} color="var(--mantine-color-green-filled)" />
          <Text fw={700} size="lg">
            Your payment went through. This is what {plan.name} gives you:
          </Text>
        </Group>
        <List spacing={6}>
          {billableProductHighlights(plan.id).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          A receipt is on its way by e-mail and is always in Billing & Subscription.
        </Text>
        <Group>
          {plan.line === 'api' ? (
            <Button component={Link} to="/developers/dashboard">
              Go to your developer dashboard
            </Button>
          ) : (
            <Button component={Link} to="/dashboard">
              Go to your dashboard
            </Button>
          )}
          <Button component={Link} to="/billing" variant="light">
            Billing & Subscription
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /subscription/success?session_id=…: where the provider sends the customer back after paying. */
export function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const client = useQueryClient();
  const result = useCheckoutResult(sessionId);
  const data = result.data;
  const complete = data?.state === 'complete';

  // The header's "Premium Access" and the raised limits come from the user and the entitlements: read them again.
  useEffect(() => {
    if (complete) void refreshBilling(client);
  }, [complete, client]);

  const title = complete ? `Welcome to ${billableProduct(data.planId).name}` : 'Your subscription';
  let body;
  if (!sessionId) {
    body = (
      <BackToPricing color="red" title="No checkout to show">
        This link has no checkout in it.
      </BackToPricing>
    );
  } else if (result.isError) {
    body = (
      <BackToPricing color="red" title="We could not check your payment">
        Please open Billing & Subscription in a moment to see whether your plan has started.
      </BackToPricing>
    );
  } else if (!data || (data.state === 'pending' && !result.gaveUp)) {
    body = (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>Confirming your payment with the card provider…</Text>
      </Group>
    );
  } else if (data.state === 'pending') {
    body = (
      <Stack>
        <Alert color="yellow" title="Still confirming your payment">
          Your card provider has not confirmed the payment yet. You will not be charged twice: your plan starts as soon
          as it is confirmed, and Billing & Subscription will show it. If nothing has changed in an hour, contact us.
        </Alert>
        <Group>
          <Button component={Link} to="/billing">
            Billing & Subscription
          </Button>
        </Group>
      </Stack>
    );
  } else if (data.state === 'complete') {
    body = <Unlocked result={data} />;
  } else {
    body = (
      <BackToPricing
        color="red"
        title={data.state === 'expired' ? 'Checkout expired' : 'Payment not completed'}
        to={productLineOf(data.planId) === 'api' ? '/pricing/developers' : '/pricing'}
      >
        {data.state === 'expired'
          ? 'This checkout was left too long and has closed. Nothing was charged.'
          : 'The payment did not go through, so nothing was charged and your plan has not changed.'}
      </BackToPricing>
    );
  }

  return (
    <Container size="sm" py="xl">
      <PageTitle title={title} />
      {body}
    </Container>
  );
}
