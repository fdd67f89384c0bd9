import { Button, Kbd, SimpleGrid, Text } from '@mantine/core';
import { useEffect } from 'react';

export interface McOptionsProps {
  options: string[];
  disabled: boolean;
  onChoose: (option: string) => void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Four big buttons; keys 1-4 choose too. */
export function McOptions({ options, disabled, onChoose }: McOptionsProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (disabled || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const option = options[Number(event.key) - 1];
      if (/^[1-9]$/.test(event.key) && option !== undefined) {
        event.preventDefault();
        onChoose(option);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [options, disabled, onChoose]);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {options.map((option, i) => (
          <Button
            key={`${i}-${option}`}
            variant="default"
            size="lg"
            h="auto"
            mih={56}
            py="sm"
            justify="flex-start"
            disabled={disabled}
            onClick={() => onChoose(option)}
            leftSection={<Kbd aria-hidden>{i + 1}</Kbd>}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
          >
            {option}
          </Button>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" visibleFrom="sm">
        Tip: press 1 to {options.length} to choose.
      </Text>
    </>
  );
}
