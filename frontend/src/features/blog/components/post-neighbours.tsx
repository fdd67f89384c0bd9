import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BlogPostLink } from '@trivia/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

function Neighbour({ link, label, align }: { link: BlogPostLink; label: string; align: 'left' | 'right' }) {
  return (
    <Stack gap={2} style={{ textAlign: align }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Anchor component={Link} to={`/blog/${link.slug}`} rel={label === 'Next post' ? 'next' : 'prev'}>
        {align === 'left' ? <IconArrowLeft size={14} aria-hidden /> : null} {link.title}{' '}
        {align === 'right' ? <IconArrowRight size={14} aria-hidden /> : null}
      </Anchor>
    </Stack>
  );
}

/** The older post on the left and the newer on the right, as a reader moves through time. */
export function PostNeighbours({ previous, next }: { previous: BlogPostLink | null; next: BlogPostLink | null }) {
  if (!previous && !next) return null;
  return (
    <SimpleGrid component="nav" aria-label="More posts" cols={{ base: 1, sm: 2 }} spacing="lg" className="no-print">
      <div>{previous ? <Neighbour link={previous} label="Previous post" align="left" /> : null}</div>
      <div>{next ? <Neighbour link={next} label="Next post" align="right" /> : null}</div>
    </SimpleGrid>
  );
}
