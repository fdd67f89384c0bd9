import { Badge, Button, Kbd, SimpleGrid, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';

export interface ArenaOptionsProps {
  options: string[];
  /** Players answer; the host (and everyone after answering) only sees them. */
  interactive: boolean;
  chosen: number | null;
  /** From the reveal on. */
  correctIndex?: number | null;
  counts?: number[] | null;
  onChoose?: (index: number) => void;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

const COLORS = ['red', 'blue', 'yellow', 'green'] as const;

function colorFor(i: number, correctIndex: number | null | undefined, chosen: number | null): string {
  if (correctIndex === null || correctIndex === undefined) return chosen === i ? 'blue' : COLORS[i % 4]!;
  if (i === correctIndex) return 'green';
  return chosen === i ? 'red' : 'gray';
}

/** Big answer buttons; keys 1-4 choose while a question is open. After the reveal they show the key and counts. */
export function ArenaOptions({ options, interactive, chosen, correctIndex, counts, onChoose }: ArenaOptionsProps) {
  const revealed = correctIndex !== null && correctIndex !== undefined;
  const active = interactive && chosen === null && !revealed && onChoose !== undefined;

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
          const color = colorFor(i, correctIndex, chosen);
          const isKey = revealed && i === correctIndex;
          return (
            <Button
              key={`${i}-${option}`}
              color={color}
              variant={isKey || chosen === i || (!revealed && active) ? 'filled' : 'light'}
              size="xl"
              h="auto"
              mih={64}
              py="sm"
              justify="space-between"
              onClick={active ? () => onChoose?.(i) : undefined}
              aria-disabled={!active}
              aria-pressed={chosen === i}
              data-testid={`arena-option-${i}`}
              leftSection={isKey ? <IconCheck aria-label="Correct answer" /> : <Kbd aria-hidden>{i + 1}</Kbd>}
              rightSection={
                counts ? (
                  <Badge color="dark" variant="white" aria-label={`${counts[i] ?? 0} chose this`}>
                    {counts[i] ?? 0}
                  </Badge>
                ) : null
              }
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
