import { Badge, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGbp } from '@trivia/contracts';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { BackToPricing } from '../../../components/back-to-pricing';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { isApiError } from '../../../lib/api-client';
import { useTestCheckoutSession } from '../api/test-checkout-session.api';
import { TestCardForm } from './test-card-form';

/**
 * /test-checkout/:sessionId: the built-in test provider's own checkout page, standing in for Stripe's when no
 * Stripe keys are configured. It looks unlike the rest of the site on purpose: it is the provider's page.
 */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useTestCheckoutSession(sessionId);
  const data = session.data;
  useDocumentTitle(data?.mode === 'setup' ? 'Update card | Test payments' : 'Checkout | Test payments');

  let body;
  if (session.isPending) body = <LoadingSpinner />;
  else if (session.isError || !data) {
    const missing = isApiError(session.error) && session.error.status === 404;
    body = (
      <BackToPricing title={missing ? 'Checkout not found' : 'Checkout could not be loaded'}>
        {missing ? 'This checkout link is not valid.' : 'Please try again in a moment.'}
      </BackToPricing>
    );
  } else if (data.state !== 'open') {
    body = (
      <BackToPricing title={data.state === 'complete' ? 'Already paid' : 'Checkout expired'}>
        {data.state === 'complete'
          ? 'This checkout has already been completed.'
          : 'This checkout has closed. Nothing was charged; start again from the pricing page.'}
      </BackToPricing>
    );
  } else {
    const setup = data.mode === 'setup';
    body = (
      <Stack>
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {setup ? `Update the card for ${data.planName}` : data.planName}
          </Text>
          {setup ? (
            <Text size="sm">Nothing is charged now; future renewals use the new card.</Text>
          ) : (
            <Text size="sm">
              {formatGbp(data.amountPence)}
              {data.interval ? ` a ${data.interval}` : ''}, inc. VAT
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {data.customerEmail}
          </Text>
        </Stack>
        <Divider />
        <TestCardForm session={data} />
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between" align="center">
            <Title order={1} size="h3">
              {data?.mode === 'setup' ? 'Update card' : 'Checkout'}
            </Title>
            <Badge color="orange" variant="filled">
              Test payment — no real money
            </Badge>
          </Group>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
