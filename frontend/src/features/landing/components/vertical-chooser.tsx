import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { availableVerticals } from '@trivia/contracts';
import { useMyFeatures } from '../../feature-flags';
import { useChooseVertical, VerticalCard } from '../../verticals';

/** "I'm a..." cards; the landing page keeps the visitor here so the tailored hero can show. */
export function VerticalChooser() {
  const features = useMyFeatures();
  const { choose } = useChooseVertical();
  return (
    <Stack component="section" aria-labelledby="vertical-chooser-title">
      <Title order={2} id="vertical-chooser-title" size="h3">
        I'm a...
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {availableVerticals(features).map((vertical) => (
          <VerticalCard key={vertical.id} vertical={vertical} onSelect={() => choose(vertical.id, { stay: true })} />
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="subtle" onClick={() => choose('universal', { stay: true })}>
          Not sure? Browse all features
        </Button>
      </Group>
    </Stack>
  );
}
