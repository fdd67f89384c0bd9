import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Vertical, VerticalId } from '@trivia/contracts';
import { VerticalCard } from '../../verticals';

export interface RoleSwitcherModalProps {
  opened: boolean;
  verticals: Vertical[];
  selected: VerticalId | null;
  onClose: () => void;
  onSelect: (vertical: VerticalId) => void;
}

/** The small-screen role switcher (spec section 2): one card per vertical, universal only via the button. */
export function RoleSwitcherModal({ opened, verticals, selected, onClose, onSelect }: RoleSwitcherModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose Your Role" fullScreen={false} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          Select what best describes you to see tailored content
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {verticals.map((vertical) => (
            <VerticalCard
              key={vertical.id}
              vertical={vertical}
              selected={vertical.id === selected}
              onSelect={() => onSelect(vertical.id)}
            />
          ))}
        </SimpleGrid>
        <Button variant="light" onClick={() => onSelect('universal')}>
          Not sure? Explore all features
        </Button>
      </Stack>
    </Modal>
  );
}
