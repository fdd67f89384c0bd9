import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { revealedOptionLabel, revealedOptions, type RevealedOption } from '../arena-reveal';

export interface RevealedOptionsProps {
  options: string[];
  correctIndex: number;
  /** This player's pick, when this client knows it. */
  chosen: number | null;
  counts: number[] | null;
}

const toneOf = ({ correct, mine }: RevealedOption): 'green' | 'red' | 'gray' =>
  correct ? 'green' : mine ? 'red' : 'gray';

function Marker({ row }: { row: RevealedOption }) {
  const tone = toneOf(row);
  return (
    <ThemeIcon color={tone} variant={tone === 'gray' ? 'light' : 'filled'} radius="xl" size="md" aria-hidden>
      {row.correct ? <IconCheck size={18} /> : row.mine ? <IconX size={18} /> : <Text size="xs">{row.index + 1}</Text>}
    </ThemeIcon>
  );
}

function OptionRow({ row }: { row: RevealedOption }) {
  const tone = toneOf(row);
  const marked = tone !== 'gray';
  const label = revealedOptionLabel(row);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={row.correct ? 'var(--mantine-color-green-light)' : undefined}
      style={marked ? { borderColor: `var(--mantine-color-${tone}-filled)`, borderWidth: 2 } : undefined}
      data-testid={`arena-option-${row.index}`}
      data-correct={row.correct}
      data-mine={row.mine}
    >
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Marker row={row} />
          <Text fw={row.correct ? 700 : 500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.text}
            {label ? <VisuallyHidden>, {label}</VisuallyHidden> : null}
          </Text>
          {row.mine ? (
            <Badge color={tone} variant={row.correct ? 'filled' : 'light'} style={{ flexShrink: 0 }} aria-hidden>
              You
            </Badge>
          ) : null}
          {row.count !== null ? (
            <Text fw={700} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} aria-hidden>
              {row.count}
            </Text>
          ) : null}
        </Group>
        {row.percent !== null ? (
          <Progress value={row.percent} color={tone === 'gray' ? 'gray.5' : tone} size="sm" aria-hidden />
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A choice question once revealed: every option stays in place, the right one ticked in green, this player's
 * wrong pick crossed in red, and how many chose each (as Kahoot and Sporcle show it).
 */
export function RevealedOptions({ options, correctIndex, chosen, counts }: RevealedOptionsProps) {
  const rows = revealedOptions(options, correctIndex, chosen, counts);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      aria-label="Answers"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((row) => (
        <OptionRow key={`${row.index}-${row.text}`} row={row} />
      ))}
    </SimpleGrid>
  );
}
