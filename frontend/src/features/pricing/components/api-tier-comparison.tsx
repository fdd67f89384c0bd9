import { Table, Text, Title, Stack } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table';
import { API_TIER_LIST, priceLabel, type ApiTier, formatNumber } from '@trivia/contracts';
import type { ReactNode } from 'react';

const count = (value: number) => formatNumber(value);
const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

/** One row per limit or feature, each read from the tier catalogue (what the API enforces), never typed in twice. */
const ROWS: { label: string; value: (tier: ApiTier) => ReactNode }[] = [
  { label: 'Price', value: (tier) => (tier.interval ? priceLabel(tier) : 'Free') },
  { label: 'Requests a minute, per key', value: (tier) => count(tier.limits.requestsPerMinute) },
  { label: 'Requests a day, per account', value: (tier) => count(tier.limits.requestsPerDay) },
  { label: 'Questions per call, at most', value: (tier) => count(tier.limits.questionsPerCall) },
  { label: 'API keys', value: (tier) => count(tier.limits.keys) },
  {
    label: 'Seeded sets (the same questions every time)',
    value: (tier) => yesNo(tier.features.includes('seeded_sets')),
  },
  {
    label: 'Answer checking for typed answers',
    value: (tier) => yesNo(tier.features.includes('answer_validation')),
  },
];

/** The three tiers side by side; scrolls sideways on a phone rather than squeezing the figures. */
export function ApiTierComparison() {
  return (
    <Stack component="section" aria-labelledby="api-tier-comparison-title" gap="sm">
      <Title order={2} id="api-tier-comparison-title">
        Compare the tiers
      </Title>
      <ScrollTable label="API tiers" minWidth={560} withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Text span size="sm" fw={700}>
                What you get
              </Text>
            </Table.Th>
            {API_TIER_LIST.map((tier) => (
              <Table.Th key={tier.id} scope="col">
                {tier.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {API_TIER_LIST.map((tier) => (
                <Table.Td key={tier.id}>{row.value(tier)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <Text size="sm" c="dimmed">
        Limits apply per key (a minute) and per account (a day); the day resets at 00:00 UTC.
      </Text>
    </Stack>
  );
}
