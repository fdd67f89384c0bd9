import { SimpleGrid, Title } from '@mantine/core';
import { ProductShot, type ProductShotProps } from './product-shot';

/** A titled row of real product screenshots. */
export function ProductShots({ id, title, shots }: { id: string; title: string; shots: readonly ProductShotProps[] }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(shots.length, 3) }} spacing="lg" style={{ alignItems: 'start' }}>
        {shots.map((shot) => (
          <ProductShot key={shot.src} {...shot} />
        ))}
      </SimpleGrid>
    </section>
  );
}
