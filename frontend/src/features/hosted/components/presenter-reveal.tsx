import {
  Alert,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { revealedOptions, type RevealedOption } from '../../arena/room-kit';
import type { HostedView } from '../hosted-types';
import { answerKindOf, formatEstimate, orderRows } from '../reveal-logic';

const BIG = 'clamp(1.1rem, 1.8vw, 2rem)';

function SpreadRow({ row, poll }: { row: RevealedOption; poll: boolean }) {
  const count = row.count ?? 0;
  const label = `${count} ${count === 1 ? 'answer' : 'answers'}${row.correct ? ', the right answer' : ''}`;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      style={row.correct ? { borderColor: 'var(--mantine-color-green-filled)', borderWidth: 3 } : undefined}
      data-testid={`spread-option-${row.index}`}
      data-correct={row.correct}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {row.correct ? (
              <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
                <IconCheck size={22} />
              </ThemeIcon>
            ) : (
              <ThemeIcon color="gray" variant="light" radius="xl" size="lg" aria-hidden>
                <Text fw={700}>{row.index + 1}</Text>
              </ThemeIcon>
            )}
            <Text fz={BIG} fw={row.correct ? 800 : 500} style={{ overflowWrap: 'anywhere' }}>
              {row.text}
              <VisuallyHidden>, {label}</VisuallyHidden>
            </Text>
          </Group>
          <Text fz={BIG} fw={800} style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }} aria-hidden>
            {count}
          </Text>
        </Group>
        <Progress
          value={row.percent ?? 0}
          size="xl"
          radius="xl"
          color={row.correct ? 'green' : poll ? 'blue' : 'gray.6'}
          aria-hidden
        />
      </Stack>
    </Paper>
  );
}

/** Choice and poll answers: how many chose each option, the right one marked (a poll has none). */
function OptionSpread({ view, poll }: { view: HostedView; poll: boolean }) {
  const options = view.question?.options ?? [];
  const key = view.key;
  const correctIndex = key && 'correctIndex' in key ? key.correctIndex : -1;
  const rows = revealedOptions(options, correctIndex, null, view.optionCounts);
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      component="ul"
      aria-label={poll ? 'Votes' : 'Answers'}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((row) => (
        <SpreadRow key={row.index} row={row} poll={poll} />
      ))}
    </SimpleGrid>
  );
}

function OrderSpread({ view }: { view: HostedView }) {
  const key = view.key;
  if (!key || !('order' in key)) return null;
  return (
    <Stack gap="xs" component="ol" aria-label="The right order" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {orderRows(key, view.optionCounts).map((row) => (
        <Paper key={row.position} component="li" withBorder px="md" py="xs" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
                <Text fw={800}>{row.position}</Text>
              </ThemeIcon>
              <Text fz={BIG} fw={700}>
                <VisuallyHidden>{row.position}. </VisuallyHidden>
                {row.text}
              </Text>
            </Group>
            {row.firstCount !== null ? (
              <Text c="dimmed" fz="lg">
                {row.firstCount} put it first
              </Text>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" bg={strong ? 'var(--mantine-color-green-light)' : undefined}>
      <Text c="dimmed" size="sm" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={BIG} fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

function EstimateSpread({ view }: { view: HostedView }) {
  const key = view.key;
  if (!key || !('value' in key)) return null;
  const spread = view.estimates;
  return (
    <Stack gap="md">
      <Stat label="The answer" value={formatEstimate(key.value, key.unit)} strong />
      {spread ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" aria-label="How the room guessed">
          <Stat label="Closest guess" value={formatEstimate(spread.closest, key.unit)} strong />
          <Stat label="Lowest" value={formatEstimate(spread.min, key.unit)} />
          <Stat label="Median" value={formatEstimate(spread.median, key.unit)} />
          <Stat label="Highest" value={formatEstimate(spread.max, key.unit)} />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">No guesses this time.</Text>
      )}
    </Stack>
  );
}

function TextAnswer({ view }: { view: HostedView }) {
  const key = view.key;
  if (!key || !('answer' in key)) return null;
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-green-light)" data-testid="hosted-answer">
      <Text c="dimmed" size="sm" tt="uppercase" fw={700}>
        The answer
      </Text>
      <Text fz="clamp(1.75rem, 3vw, 3rem)" fw={800}>
        {key.answer}
      </Text>
      {key.aliases.length > 0 ? <Text c="dimmed">Also accepted: {key.aliases.join(', ')}</Text> : null}
    </Paper>
  );
}

/** The reveal on the big screen: the answer and how the room answered, drawn for the question's type. */
export function RevealSpread({ view }: { view: HostedView }) {
  const question = view.question;
  if (!question) return null;
  if (view.skipped.includes(view.questionIndex)) {
    return (
      <Alert color="gray" icon={<IconPlayerSkipForward aria-hidden />} title="Question skipped">
        Nobody scores this one.
      </Alert>
    );
  }
  const kind = answerKindOf(question);
  const right = view.correctCount;
  return (
    <Stack gap="md">
      {kind !== 'poll' && right !== null && view.answeredCount !== null ? (
        <Badge size="xl" variant="light" color="green" tt="none" style={{ alignSelf: 'flex-start' }}>
          {right} of {view.answeredCount} right
        </Badge>
      ) : null}
      {kind === 'choice' || kind === 'poll' ? <OptionSpread view={view} poll={kind === 'poll'} /> : null}
      {kind === 'order' ? <OrderSpread view={view} /> : null}
      {kind === 'estimate' ? <EstimateSpread view={view} /> : null}
      {kind === 'text' ? <TextAnswer view={view} /> : null}
    </Stack>
  );
}
