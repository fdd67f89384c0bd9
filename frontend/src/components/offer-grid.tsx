import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** One thing a page offers its reader, in a few words, with where to see it in the product. */
export interface Offer {
  title: string;
  body: string;
  /** A page of this site where the reader can see the thing itself. */
  link?: { label: string; to: string };
}

/** What a page's audience gets, one short block per feature (audience pages, white-label). */
export function OfferGrid({ id, title, offers }: { id: string; title: string; offers: readonly Offer[] }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {offers.map((offer) => (
          <Stack key={offer.title} gap={6}>
            <Title order={3} size="h5">
              {offer.title}
            </Title>
            <Text size="sm">{offer.body}</Text>
            {offer.link ? (
              <Anchor component={Link} to={offer.link.to} size="sm">
                {offer.link.label}
              </Anchor>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
