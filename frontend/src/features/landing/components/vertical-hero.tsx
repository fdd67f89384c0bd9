import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { NAV_BY_VERTICAL, type Vertical } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { VerticalIcon } from '../../verticals';

/** The vertical's own pricing page when its navigation has one, else the general one. */
function pricingPathFor(vertical: Vertical): string {
  return NAV_BY_VERTICAL[vertical.id].find((item) => item.path.startsWith('/pricing'))?.path ?? '/pricing';
}

export interface VerticalHeroProps {
  vertical: Vertical;
  onChange: () => void;
}

export function VerticalHero({ vertical, onChange }: VerticalHeroProps) {
  return (
    <Stack component="section" gap="md" py="xl" aria-labelledby="hero-title">
      <Group gap="xs" c={`${vertical.color}.7`}>
        <VerticalIcon name={vertical.icon} size={20} />
        <Text fw={600}>{vertical.title}</Text>
      </Group>
      <Title order={1} id="hero-title" maw={720}>
        {vertical.hero.title}
      </Title>
      <Text size="lg" c="dimmed" maw={640}>
        {vertical.hero.description}
      </Text>
      <Group>
        <Button component={Link} to={vertical.route} size="md" color={vertical.color}>
          Explore
        </Button>
        <Button component={Link} to={pricingPathFor(vertical)} size="md" variant="default">
          View Pricing
        </Button>
        <Button variant="subtle" onClick={onChange}>
          Change role
        </Button>
      </Group>
    </Stack>
  );
}
