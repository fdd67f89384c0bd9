import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MONEY_BACK_DAYS, planHighlights, plansFor, priceLabel, type VerticalId } from '@trivia/contracts';
import { Link } from 'react-router-dom';

/** A vertical's monthly plans as the plan catalogue has them (never restated), each linking to full pricing. */
export function PlansOverview({ vertical, pricingPath }: { vertical: VerticalId; pricingPath: string }) {
  const plans = plansFor(vertical).filter((plan) => plan.interval !== 'year');
  return (
    <section aria-labelledby="plans-overview">
      <Title order={2} size="h3" id="plans-overview" mb={4}>
        Hosting your own quiz night?
      </Title>
      <Text c="dimmed" mb="md">
        Ready-made pub quiz packs with answer sheets, live scoring on phones, and a {MONEY_BACK_DAYS}-day money-back
        guarantee.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: Math.min(plans.length, 3) }} spacing="lg">
        {plans.map((plan) => (
          <Card
            key={plan.id}
            withBorder
            radius="md"
            padding="lg"
            component="article"
            aria-labelledby={`plan-${plan.id}`}
          >
            <Stack gap="xs" h="100%">
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h4" id={`plan-${plan.id}`}>
                  {plan.name}
                </Title>
                {plan.tier === 'premium' ? <Badge variant="light">Most complete</Badge> : null}
              </Group>
              <Text fw={700}>{priceLabel(plan)}</Text>
              <Text size="sm">{plan.summary}</Text>
              <List size="sm" spacing={4}>
                {planHighlights(plan).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group mt="md">
        <Button component={Link} to={pricingPath}>
          Compare plans
        </Button>
      </Group>
    </section>
  );
}
