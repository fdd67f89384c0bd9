import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGbp, MONEY_BACK_DAYS, plansFor, type VerticalId } from '@trivia/contracts';
import { Link } from 'react-router-dom';

export interface PricingLinkProps {
  vertical: VerticalId;
  /** The audience's pricing page (/pricing/corporate, /pricing/education, /pricing/teachers). */
  to: string;
  /** What the plans give this audience, in a sentence. */
  pitch: string;
}

/** The audience's plans in one line, from the lowest monthly price the plan catalogue offers it, and the link. */
export function PricingLink({ vertical, to, pitch }: PricingLinkProps) {
  const monthly = plansFor(vertical).filter((plan) => plan.interval === 'month');
  const from = Math.min(...monthly.map((plan) => plan.pricePence));
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="pricing-link">
      <Stack gap="xs">
        <Title order={2} size="h3" id="pricing-link">
          Plans and prices
        </Title>
        <Text>{pitch}</Text>
        {monthly.length > 0 ? (
          <Text size="sm" c="dimmed">
            Free to start; paid plans from {formatGbp(from)} a month, inc. VAT, with a {MONEY_BACK_DAYS}-day money-back
            guarantee.
          </Text>
        ) : null}
        <Group mt="xs">
          <Button component={Link} to={to}>
            See plans and prices
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
