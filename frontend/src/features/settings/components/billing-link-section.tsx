import { Button, Group } from '@mantine/core';
import { MONEY_BACK_DAYS } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { SettingsSection } from './settings-section';

/** Where "Update Payment" (PAY_002) lands: the way on to the plan, card, invoices and refunds. */
export function BillingLinkSection() {
  return (
    <SettingsSection
      title="Billing & Subscription"
      description={`Your plan, payment card, receipts, cancelling and the ${MONEY_BACK_DAYS}-day money-back guarantee.`}
    >
      <Group>
        <Button component={Link} to="/billing" variant="light">
          Manage billing and payment
        </Button>
        <Button component={Link} to="/pricing" variant="subtle">
          See plans
        </Button>
      </Group>
    </SettingsSection>
  );
}
