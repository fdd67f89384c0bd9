import { Anchor, Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { API_TIER_LIST, apiTierHighlights, type ApiTier } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { tierPrice } from '../tier-format';

/** The API tiers as cards, from API_TIERS: nothing here is typed in by hand. */
export function TierSummary() {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {API_TIER_LIST.map((tier: ApiTier) => (
          <Card
            key={tier.id}
            withBorder
            radius="md"
            padding="md"
            component="article"
            aria-labelledby={`tier-${tier.id}`}
          >
            <Stack gap={6}>
              <Title order={3} size="h4" id={`tier-${tier.id}`}>
                {tier.name}
              </Title>
              <Badge variant="light" w="fit-content" tt="none">
                {tierPrice(tier)}
              </Badge>
              <Text size="sm">{tier.summary}</Text>
              <List size="sm" spacing={2}>
                {apiTierHighlights(tier).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to="/pricing/developers">
        Compare the tiers and upgrade on the API pricing page
      </Anchor>
    </Stack>
  );
}
