import { Alert, Button, Code, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { testCardPaymentRequestSchema, type TestCheckoutSession } from '@trivia/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePayTestSession } from '../api/pay-test-session.api';
import {
  CARD_FIELDS,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  paymentFailure,
  TEST_CARDS,
  type CardField,
} from '../card-fields';

type Values = Record<CardField, string>;
const EMPTY: Values = { cardNumber: '', expiry: '', cvc: '', name: '' };

function TestCardsHint() {
  return (
    <Alert color="blue" variant="light" title="Test cards" role="note">
      <Text size="sm">Use any future expiry date and any 3-digit security code.</Text>
      <List size="sm" mt={4}>
        {TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Code>{card.number}</Code> {card.outcome}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The card form of the built-in test provider; the card is checked by the provider and never stored. */
export function TestCardForm({ session }: { session: TestCheckoutSession }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [declined, setDeclined] = useState<{ title: string; reason: string } | null>(null);
  const form = useFormErrors(CARD_FIELDS);
  const pay = usePayTestSession();
  const cardRef = useRef<HTMLInputElement>(null);

  const set = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDeclined(null);
    const card = form.check(testCardPaymentRequestSchema, values);
    if (!card) return;
    pay.mutate(
      { sessionId: session.id, card: values },
      {
        onError: (error) => {
          const failure = paymentFailure(error);
          if (failure.kind === 'declined') {
            setDeclined({ title: failure.title, reason: failure.reason });
            cardRef.current?.focus();
          } else if (failure.kind === 'fields') {
            for (const field of CARD_FIELDS) form.setError(field, failure.errors[field]);
          } else {
            showErrorToast(error);
          }
        },
      },
    );
  };

  const setup = session.mode === 'setup';
  return (
    <form onSubmit={submit} noValidate aria-label={setup ? 'Update card' : 'Pay by card'}>
      <Stack>
        <TestCardsHint />
        {declined ? (
          <Alert color="red" title={declined.title} role="alert">
            {declined.reason} Try another card.
          </Alert>
        ) : null}
        <TextInput
          ref={cardRef}
          label="Card number"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.currentTarget.value))}
          error={form.errors.cardNumber}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Expiry (MM/YY)"
            required
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value))}
            error={form.errors.expiry}
          />
          <TextInput
            label="Security code"
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={values.cvc}
            onChange={(event) => set('cvc', formatCvc(event.currentTarget.value))}
            error={form.errors.cvc}
          />
        </SimpleGrid>
        <TextInput
          label="Name on card"
          required
          autoComplete="cc-name"
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={form.errors.name}
        />
        <Group justify="space-between">
          <Button component="a" href={session.cancelUrl} variant="subtle">
            Cancel and go back
          </Button>
          <Button type="submit" loading={pay.isPending || pay.isSuccess}>
            {setup ? 'Save card' : 'Pay now'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
