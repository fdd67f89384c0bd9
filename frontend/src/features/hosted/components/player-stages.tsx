import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ArenaChoice } from '@trivia/contracts';
import { IconCircleCheck, IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { remainingMs, secondsLeft, useNow } from '../../arena/room-kit';
import type { HostedRoom } from '../hooks/use-hosted-room';
import type { HostedView } from '../hosted-types';
import { choiceText, ownResult, standingLine } from '../player-logic';
import { teamNameOf } from '../reveal-logic';
import { AnswerPad } from './answer-pad';
import { BigTimer } from './big-timer';
import { PlayerStandingsTable, TeamStandingsTable } from './standings-tables';
import { TeamPicker } from './team-picker';

export interface PlayerStageProps {
  room: HostedRoom;
  view: HostedView;
}

export function PlayerLobby({ room, view }: PlayerStageProps) {
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack align="center" gap="xs">
          <Loader type="dots" aria-hidden />
          <Text fw={700} ta="center">
            You’re in! Waiting for the host to start.
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Keep this page open: the questions appear here.
          </Text>
        </Stack>
      </Paper>
      {view.settings.teamMode === 'teams' ? (
        <TeamPicker view={view} picking={room.pickingTeam} onPick={room.pickTeam} />
      ) : null}
    </Stack>
  );
}

export function PlayerCountdown({ view }: PlayerStageProps) {
  const now = useNow(!view.paused);
  const seconds = secondsLeft(remainingMs(view.nextTickAt, now, view.pausedRemainingMs));
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text c="dimmed">Get ready: {view.questionCount} questions</Text>
      <Text fz={88} fw={900} lh={1} aria-hidden>
        {seconds > 0 ? seconds : 'Go!'}
      </Text>
    </Stack>
  );
}

/** The open question: its heading and prompt, the timer, then the answer pad or the receipt. */
export function PlayerQuestion({ room, view }: PlayerStageProps) {
  const question = view.question;
  if (!question) return null;
  if (view.skipped.includes(view.questionIndex)) {
    return (
      <Alert color="gray" title="Question skipped" icon={<IconInfoCircle aria-hidden />}>
        The host skipped this question: nobody scores it.
      </Alert>
    );
  }
  const answered = view.you?.answered === true;
  const locked = answered || room.answering || view.paused || !room.connected || view.myChoice !== null;
  const sent = choiceText(question, view.myChoice);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Badge size="lg" variant="light" tt="none">
          Question {view.questionIndex + 1} of {view.questionCount}
        </Badge>
        {question.type === 'poll' ? (
          <Badge size="lg" color="grape" tt="none">
            Poll: no score
          </Badge>
        ) : question.round ? (
          <Text size="sm" c="dimmed">
            {question.round}
          </Text>
        ) : null}
      </Group>
      <BigTimer
        deadline={view.deadline}
        durationMs={view.durationMs}
        pausedRemainingMs={view.pausedRemainingMs}
        size="phone"
      />
      <Text fw={600} fz="lg" id="hosted-player-prompt">
        {question.prompt}
      </Text>
      {answered ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="Answer received">
          {sent ? `You answered: ${sent}. ` : ''}Watch the big screen for the answer.
        </Alert>
      ) : (
        <AnswerPad view={view} locked={locked} onAnswer={(choice: ArenaChoice) => room.answer(choice)} />
      )}
    </Stack>
  );
}

/** This player's result for the revealed question, and where they stand. */
export function PlayerReveal({ view }: PlayerStageProps) {
  const result = ownResult(view);
  const line = standingLine(view);
  const sent = choiceText(view.question, view.myChoice);
  return (
    <Stack gap="md">
      <Badge size="lg" variant="light" tt="none">
        Question {view.questionIndex + 1} of {view.questionCount}
      </Badge>
      {result ? (
        <Alert color={result.tone} variant="light" title={result.title} data-testid="hosted-result">
          <Stack gap={4}>
            {sent ? <Text size="sm">You answered: {sent}</Text> : null}
            {result.detail ? <Text size="sm">{result.detail}</Text> : null}
          </Stack>
        </Alert>
      ) : (
        <Text c="dimmed">Look at the big screen for the answer.</Text>
      )}
      {line ? (
        <Text fw={700} data-testid="hosted-standing">
          {line}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Between questions and at the end: where this player (and their team) stands. */
export function PlayerStandings({ view }: PlayerStageProps) {
  const over = view.phase === 'podium' || view.phase === 'ended';
  const line = standingLine(view);
  const teams = view.settings.teamMode === 'teams' ? view.teams : [];
  const team = teamNameOf(view.settings.teams, view.you?.teamId);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {over ? (view.phase === 'ended' ? 'The game has ended' : 'Final results') : 'Scores'}
      </Title>
      {view.phase === 'ended' && view.endedReason === 'admin' ? (
        <Alert color="orange" title="An administrator closed this game" icon={<IconInfoCircle aria-hidden />}>
          {view.endedMessage ?? 'No reason was given.'}
        </Alert>
      ) : null}
      {line ? (
        <Paper withBorder p="md" radius="md">
          <Group gap="sm" wrap="nowrap">
            {over && view.you?.rank === 1 ? <IconTrophy color="var(--mantine-color-yellow-6)" aria-hidden /> : null}
            <Text fw={700} fz="lg" data-testid="hosted-standing">
              {line}
            </Text>
          </Group>
        </Paper>
      ) : null}
      {teams.length > 0 ? (
        <TeamStandingsTable
          teams={teams}
          youTeamId={view.you?.teamId ?? null}
          caption={team ? `Teams (you: ${team})` : 'Teams'}
        />
      ) : null}
      {over && view.standings.length > 0 ? (
        <PlayerStandingsTable
          standings={view.standings.slice(0, 5)}
          youId={view.you?.playerId ?? null}
          caption="Top of the final standings"
          nameHeading={view.settings.teamMode === 'tables' ? 'Table' : 'Player'}
        />
      ) : null}
    </Stack>
  );
}
