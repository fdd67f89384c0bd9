import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AudienceOffer } from '../audience-offers';

/** What an audience gets, one short block per feature, each linking to where it is in the product. */
export function OfferGrid({ id, title, offers }: { id: string; title: string; offers: readonly AudienceOffer[] }) {
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
