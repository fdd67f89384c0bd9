import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { HostedView } from '../hosted-types';
import { questionHeading } from '../presenter-logic';
import { answerKindOf, answeredLabel } from '../reveal-logic';
import { BigTimer } from './big-timer';
import { RevealSpread } from './presenter-reveal';

const TILE_COLOURS = ['red', 'blue', 'yellow', 'green'] as const;

/** The options as the phones show them (same colours and numbers), large and read-only. */
function OptionTiles({ options, order }: { options: string[]; order: boolean }) {
  return (
    <SimpleGrid
      cols={{ base: 1, md: order ? 1 : 2 }}
      spacing="md"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {options.map((option, i) => {
        const colour = TILE_COLOURS[i % TILE_COLOURS.length]!;
        return (
          <Paper
            key={`${i}-${option}`}
            component="li"
            p="lg"
            radius="md"
            bg={order ? undefined : `var(--mantine-color-${colour}-light)`}
            withBorder
            style={order ? undefined : { borderColor: `var(--mantine-color-${colour}-filled)`, borderWidth: 3 }}
          >
            <Group gap="md" wrap="nowrap">
              {order ? null : (
                <ThemeIcon size={44} radius="xl" color={colour} aria-hidden style={{ flexShrink: 0 }}>
                  <Text fw={800} fz="xl" c="inherit">
                    {i + 1}
                  </Text>
                </ThemeIcon>
              )}
              <Text fz="clamp(1.2rem, 1.8vw, 2.25rem)" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {option}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** What the phones are asked to do, for a question with no options on screen. */
function AnswerHint({ view }: { view: HostedView }) {
  const question = view.question;
  if (!question) return null;
  const kind = answerKindOf(question);
  const text =
    kind === 'estimate'
      ? `Type a number${question.unit ? ` (${question.unit})` : ''}: the closest guess wins.`
      : kind === 'text'
        ? 'Type your answer on your phone.'
        : kind === 'order'
          ? 'Put these in the right order on your phone:'
          : null;
  return text ? (
    <Text fz="clamp(1.1rem, 1.8vw, 1.9rem)" c="dimmed">
      {text}
    </Text>
  ) : null;
}

/** The open question (or its reveal) on the projector: round, prompt, picture, options, timer, answers so far. */
export function PresenterQuestion({ view }: { view: HostedView }) {
  const question = view.question;
  if (!question) return null;
  const revealed = view.phase === 'reveal' || view.skipped.includes(view.questionIndex);
  const kind = answerKindOf(question);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Text fz="clamp(1rem, 1.4vw, 1.75rem)" fw={700} c="var(--mantine-primary-color-filled)">
            {questionHeading(view)}
          </Text>
          {kind === 'poll' ? (
            <Badge size="xl" color="grape" tt="none">
              Poll: no score
            </Badge>
          ) : null}
        </Group>
        <Text fz="clamp(1.1rem, 1.8vw, 2rem)" fw={700} data-testid="hosted-answered">
          {answeredLabel(view.liveAnswered, view.playerCount)}
        </Text>
      </Group>
      {revealed ? null : (
        <BigTimer deadline={view.deadline} durationMs={view.durationMs} pausedRemainingMs={view.pausedRemainingMs} />
      )}
      <Title
        order={2}
        fz={revealed ? 'clamp(1.5rem, 2.4vw, 2.75rem)' : 'clamp(1.75rem, 3vw, 3.75rem)'}
        lh={1.15}
        id="hosted-prompt"
      >
        {question.prompt}
      </Title>
      {question.imageUrl ? (
        <Image
          src={question.imageUrl}
          alt="The question's picture"
          mah={revealed ? 200 : 360}
          w="auto"
          fit="contain"
          radius="md"
        />
      ) : null}
      {revealed ? (
        <RevealSpread view={view} />
      ) : (
        <>
          <AnswerHint view={view} />
          {question.options && kind !== 'estimate' && kind !== 'text' ? (
            <OptionTiles options={question.options} order={kind === 'order'} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
