import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ARENA_REPORT_SPLIT, type ArenaReport } from '@trivia/contracts';
import { rateText, secondsText } from '../report-format';
import { ScrollTable } from '../../../components/scroll-table';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {value}
        {hint ? (
          <Text span size="xs" c="dimmed" fw={400} display="block">
            {hint}
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

const SPLIT_RANGE = `${rateText(ARENA_REPORT_SPLIT.min)} to ${rateText(ARENA_REPORT_SPLIT.max)} right`;

/** The figures a manager reads first: who took part, how much they answered and how well. */
export function EngagementSummary({ report }: { report: ArenaReport }) {
  const e = report.engagement;
  const skipped = [
    e.questionsVoid ? `${e.questionsVoid} skipped` : '',
    e.questionsNotReached ? `${e.questionsNotReached} not reached` : '',
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-engagement">
      <Title order={2} size="h4" id="report-engagement" mb="sm">
        Engagement
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" m={0}>
        <Figure
          label={report.teamMode === 'tables' ? 'Tables' : 'Participants'}
          value={String(e.participants)}
          hint={report.teams.length ? `in ${e.teams} teams` : undefined}
        />
        <Figure
          label="Questions played"
          value={String(e.questionsPlayed)}
          hint={skipped.length ? skipped.join(', ') : undefined}
        />
        <Figure label="Participation" value={rateText(e.participationRate)} hint="of possible answers" />
        <Figure label="Right answers" value={rateText(e.correctRate)} hint="of answers to scored questions" />
        <Figure label="Average answer time" value={secondsText(e.averageMs)} />
        <Figure label="Answered every question" value={`${e.answeredEvery} of ${e.participants}`} />
        <Figure label="Split the room" value={String(e.splitQuestions)} hint={SPLIT_RANGE} />
        <Figure label="Re-marked" value={String(e.remarks)} hint="answers the host re-marked" />
      </SimpleGrid>
    </Paper>
  );
}

/** Team standings of a `teams` session, best first. */
export function TeamStandings({ report }: { report: ArenaReport }) {
  if (report.teams.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="report-teams">
      <Title order={2} size="h4" id="report-teams">
        Team standings
      </Title>
      <ScrollTable label="Team standings" minWidth={320}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Team</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Members
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Right
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.teams.map((team) => (
            <Table.Tr key={team.teamId}>
              <Table.Td>{team.rank}</Table.Td>
              <Table.Th scope="row" fw={600}>
                {team.name}
              </Table.Th>
              <Table.Td visibleFrom="sm">{team.members.length ? team.members.join(', ') : 'Nobody'}</Table.Td>
              <Table.Td ta="right">{team.score.toFixed(1)}</Table.Td>
              <Table.Td ta="right">{rateText(team.correctRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <Text size="xs" c="dimmed">
        A team&apos;s score is the mean of its members&apos; scores, to one decimal place.
      </Text>
    </Stack>
  );
}
