import { Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Vertical } from '@trivia/contracts';
import { VerticalIcon } from './vertical-icon';

export interface VerticalCardProps {
  vertical: Vertical;
  selected?: boolean;
  onSelect: (vertical: Vertical) => void;
}

export function VerticalCard({ vertical, selected = false, onSelect }: VerticalCardProps) {
  return (
    <UnstyledButton
      onClick={() => onSelect(vertical)}
      aria-pressed={selected}
      style={{ display: 'block', width: '100%' }}
    >
      <Card
        withBorder
        radius="md"
        padding="md"
        h="100%"
        style={selected ? { borderColor: `var(--mantine-color-${vertical.color}-6)` } : undefined}
      >
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" radius="md" color={vertical.color} variant="light">
            <VerticalIcon name={vertical.icon} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{vertical.title}</Text>
            <Text size="sm" c="dimmed">
              {vertical.description}
            </Text>
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
