import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface OfferCardProps {
  /** Unique on the page: the card is labelled by its heading. */
  headingId: string;
  name: string;
  /** The offer the visitor has now: outlined, with `currentLabel` beside its name. */
  current: boolean;
  currentLabel: string;
  /** The VAT-inclusive price, and what it is beside (a monthly equivalent, say). */
  price: ReactNode;
  summary: string;
  highlights: readonly string[];
  /** The way to get it: checkout, sign-up, or where to manage it. */
  action: ReactNode;
}

/** One priced offer on a pricing page (a site plan or an API tier): the same card for both. */
export function OfferCard({
  headingId,
  name,
  current,
  currentLabel,
  price,
  summary,
  highlights,
  action,
}: OfferCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={headingId}>
            {name}
          </Title>
          {current ? (
            <Badge variant="filled" style={{ flexShrink: 0 }}>
              {currentLabel}
            </Badge>
          ) : null}
        </Group>
        {price}
        <Text size="sm">{summary}</Text>
        <List
          size="sm"
          spacing={6}
          icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-green-filled)" />}
          style={{ flex: 1 }}
        >
          {highlights.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
