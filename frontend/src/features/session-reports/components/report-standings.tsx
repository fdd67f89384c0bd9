import { formatNumber } from '@trivia/contracts';
import { Accordion, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ArenaReport, ArenaReportParticipant } from '@trivia/contracts';
import { countLabel } from '../../../lib/format';
import { clockTime, questionLabel, secondsText } from '../report-format';
import { ScrollTable } from '../../../components/scroll-table';

const markText = (correct: boolean | null) => (correct === null ? '' : correct ? 'right' : 'wrong');

/** The final standings, each player's team and how they answered overall. */
export function ReportStandings({ report }: { report: ArenaReport }) {
  const teams = new Map(report.teams.map((team) => [team.teamId, team.name]));
  const who = report.teamMode === 'tables' ? 'Table' : 'Player';
  return (
    <Stack component="section" gap="xs" aria-labelledby="report-standings">
      <Title order={2} size="h4" id="report-standings">
        Final standings
      </Title>
      <ScrollTable label="Final standings" minWidth={340}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">{who}</Table.Th>
            {teams.size ? <Table.Th scope="col">Team</Table.Th> : null}
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Right
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="sm">
              Answered
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="sm">
              Average time
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.participants.map((player) => (
            <Table.Tr key={player.playerId}>
              <Table.Td>{player.rank}</Table.Td>
              <Table.Th scope="row" fw={600}>
                {player.nickname}
              </Table.Th>
              {teams.size ? <Table.Td>{player.teamId ? (teams.get(player.teamId) ?? '') : '–'}</Table.Td> : null}
              <Table.Td ta="right">{formatNumber(player.score)}</Table.Td>
              <Table.Td ta="right">{player.correctCount}</Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {player.answeredCount} of {report.engagement.questionsPlayed}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {secondsText(player.averageMs)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}

function PlayerAnswers({ report, player }: { report: ArenaReport; player: ArenaReportParticipant }) {
  const given = new Map(player.answers.map((answer) => [answer.questionIndex, answer]));
  const played = report.questions.filter((q) => q.status === 'played');
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {played.map((question) => {
        const answer = given.get(question.index);
        return (
          <li key={question.index}>
            <Text size="sm">
              <Text span fw={600}>
                {questionLabel(question.index)}
              </Text>{' '}
              {answer ? (
                answer.answer
              ) : (
                <Text span c="dimmed">
                  No answer
                </Text>
              )}
              {answer?.correct !== null && answer
                ? ` (${markText(answer.correct)}, ${countLabel(answer.points, 'point')})`
                : ''}
            </Text>
            {answer ? (
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  Received {clockTime(answer.receivedAt)}, {secondsText(answer.elapsedMs)} after the question opened
                </Text>
                {answer.remarked ? (
                  <Badge size="xs" color="violet" variant="light">
                    Re-marked
                  </Badge>
                ) : null}
              </Group>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}

/** Every player's answers, one panel each (closed until asked for, so a big room stays readable). */
export function ReportAnswers({ report }: { report: ArenaReport }) {
  if (report.participants.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="report-answers">
      <Title order={2} size="h4" id="report-answers">
        Each {report.teamMode === 'tables' ? "table's" : "player's"} answers
      </Title>
      <Accordion variant="separated" multiple>
        {report.participants.map((player) => (
          <Accordion.Item key={player.playerId} value={player.playerId}>
            <Accordion.Control>
              {player.rank}. {player.nickname} · {countLabel(player.score, 'point')}
            </Accordion.Control>
            <Accordion.Panel>
              <PlayerAnswers report={report} player={player} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
