import { Button, Kbd, SimpleGrid, Text } from '@mantine/core';
import { useEffect } from 'react';

export interface ArenaOptionsProps {
  options: string[];
  /** Players answer; the host (and everyone after answering) only sees them. */
  interactive: boolean;
  chosen: number | null;
  onChoose?: (index: number) => void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

const COLORS = ['red', 'blue', 'yellow', 'green'] as const;

const colorFor = (i: number, chosen: number | null): string => (chosen === i ? 'blue' : COLORS[i % 4]!);

/** Big answer buttons while a question is open; keys 1-9 choose. The reveal draws them as RevealedOptions. */
export function ArenaOptions({ options, interactive, chosen, onChoose }: ArenaOptionsProps) {
  const active = interactive && chosen === null && onChoose !== undefined;

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const index = Number(event.key) - 1;
      if (/^[1-9]$/.test(event.key) && index < options.length) {
        event.preventDefault();
        onChoose?.(index);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, options.length, onChoose]);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {options.map((option, i) => {
          const color = colorFor(i, chosen);
          return (
            <Button
              key={`${i}-${option}`}
              color={color}
              variant={chosen === i || active ? 'filled' : 'light'}
              size="xl"
              h="auto"
              mih={64}
              py="sm"
              justify="space-between"
              onClick={active ? () => onChoose?.(i) : undefined}
              aria-disabled={!active}
              aria-pressed={chosen === i}
              data-testid={`arena-option-${i}`}
              leftSection={<Kbd aria-hidden>{i + 1}</Kbd>}
              styles={{
                label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3, flex: 1 },
                root: { cursor: active ? 'pointer' : 'default' },
              }}
            >
              {option}
            </Button>
          );
        })}
      </SimpleGrid>
      {active ? (
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Tip: press 1 to {options.length} to answer.
        </Text>
      ) : null}
    </>
  );
}
