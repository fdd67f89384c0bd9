import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ArenaView } from '../arena-types';
import { ArenaOptions } from './arena-options';
import { RevealedOptions } from './revealed-options';
import { TimerBar } from './timer-bar';
import { TypedAnswerForm } from './typed-answer-form';

export interface QuestionScreenProps {
  view: ArenaView;
  isHost: boolean;
  answering: boolean;
  /** Reconnecting: answers wait until the room is re-joined. */
  offline?: boolean;
  onAnswer: (choice: number | string) => void;
}

/** The open question (no answer key), or the same question revealed with the key and how many chose each option. */
export function QuestionScreen({ view, isHost, answering, offline = false, onAnswer }: QuestionScreenProps) {
  const question = view.question;
  if (!question) return null;
  const revealed = view.phase === 'reveal';
  const answered = view.you?.answered === true;
  const chosen = typeof view.myChoice === 'number' ? view.myChoice : null;
  const key = view.key;
  const correctIndex = key && 'correctIndex' in key ? key.correctIndex : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Badge size="lg" variant="light">
          Question {view.questionIndex + 1} of {view.questionCount}
        </Badge>
        {revealed && view.answeredCount !== null ? (
          <Text size="sm" c="dimmed">
            {view.correctCount ?? 0} of {view.answeredCount} answered correctly
          </Text>
        ) : null}
      </Group>
      {revealed ? null : (
        <TimerBar deadline={view.deadline} durationMs={view.durationMs} pausedRemainingMs={view.pausedRemainingMs} />
      )}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" id="arena-prompt">
          {question.prompt}
        </Title>
      </Paper>
      {question.options && revealed && correctIndex !== null ? (
        <RevealedOptions
          options={question.options}
          correctIndex={correctIndex}
          chosen={chosen}
          counts={view.optionCounts}
        />
      ) : question.options ? (
        <ArenaOptions
          options={question.options}
          interactive={!isHost && !revealed && !answered && !view.paused && !offline}
          chosen={chosen}
          onChoose={onAnswer}
        />
      ) : revealed ? (
        key && 'answer' in key ? (
          <Alert color="green" variant="light" title="Answer">
            {key.answer}
            {typeof view.myChoice === 'string' ? ` (you typed “${view.myChoice}”)` : ''}
          </Alert>
        ) : null
      ) : isHost ? (
        <Text c="dimmed">Players are typing their answers.</Text>
      ) : (
        <TypedAnswerForm
          key={view.questionIndex}
          disabled={answered || answering || view.paused || offline}
          onSubmit={onAnswer}
        />
      )}
      {!isHost && !revealed && answered ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Answer received">
          Waiting for the others and the reveal…
        </Alert>
      ) : null}
    </Stack>
  );
}
