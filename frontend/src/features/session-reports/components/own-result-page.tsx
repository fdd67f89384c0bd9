import { formatNumber } from '@trivia/contracts';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HostedOwnAnswer, HostedOwnResultResponse } from '@trivia/contracts';
import { Link, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { countLabel, formatLongDate, ordinal } from '../../../lib/format';
import { useOwnResult } from '../api/own-result.api';
import { clockTime, questionLabel, secondsText } from '../report-format';

type Result = NonNullable<HostedOwnResultResponse['result']>;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

function ResultFigures({ result }: { result: Result }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0}>
        <Figure label="Rank" value={`${ordinal(result.rank)} of ${result.playerCount}`} />
        <Figure label="Score" value={formatNumber(result.score)} />
        <Figure label="Right answers" value={String(result.correctCount)} />
        {result.team ? (
          <Figure
            label={`Team ${result.team.name}`}
            value={`${ordinal(result.team.rank)} of ${result.team.teamCount} · ${result.team.score.toFixed(1)}`}
          />
        ) : null}
      </SimpleGrid>
      {result.team ? (
        <Text size="xs" c="dimmed" mt="sm">
          A team&apos;s score is the mean of its members&apos; scores, to one decimal place.
        </Text>
      ) : null}
    </Paper>
  );
}

function markBadge(answer: HostedOwnAnswer) {
  if (answer.status === 'void') return { label: 'Void', color: 'gray' };
  if (answer.type === 'poll') return { label: 'Poll', color: 'blue' };
  if (answer.answer === null) return { label: 'No answer', color: 'gray' };
  return answer.correct ? { label: 'Right', color: 'teal' } : { label: 'Wrong', color: 'red' };
}

/** One question: the player's answer, the right one, the points and the server's receipt of the answer. */
function AnswerCard({ answer }: { answer: HostedOwnAnswer }) {
  const mark = markBadge(answer);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600}>
            {questionLabel(answer.questionIndex)}. {answer.prompt}
          </Text>
          <Badge color={mark.color} variant="light" style={{ flexShrink: 0 }}>
            {mark.label}
          </Badge>
        </Group>
        {answer.status === 'void' ? (
          <Text size="sm" c="dimmed">
            The host skipped this question: it does not count.
          </Text>
        ) : (
          <>
            <Text size="sm">Your answer: {answer.answer ?? '–'}</Text>
            {answer.correctAnswer ? <Text size="sm">Answer: {answer.correctAnswer}</Text> : null}
            {answer.type !== 'poll' && answer.answer !== null ? (
              <Text size="sm">{countLabel(answer.points, 'point')}</Text>
            ) : null}
            {answer.receivedAt ? (
              <Text size="xs" c="dimmed">
                Received at {clockTime(answer.receivedAt)}, {secondsText(answer.elapsedMs)} after the question opened
                {answer.remarked ? ' · re-marked by the host' : ''}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** /arena/sessions/:id/me (signed-in players): their own result in a host-led session, with receipts. */
export function OwnResultPage() {
  const { id = '' } = useParams();
  const query = useOwnResult(id);
  const { data } = query;
  const code = isApiError(query.error) ? query.error.code : undefined;
  const when = data?.session.endedAt ? ` · ${formatLongDate(data.session.endedAt)}` : '';
  return (
    <Container size="sm" py="xl" px="md">
      <PageTitle
        title={data ? `Your result: ${data.session.title}` : 'Your result'}
        subtitle={data ? `Hosted by ${data.session.hostName}${when}` : undefined}
      />
      <Stack gap="lg">
        {query.isPending ? <LoadingSpinner label="Loading your result" /> : null}
        {query.isError ? (
          <Alert color="red" variant="light" title="Result unavailable">
            {code === 'ARENA_008'
              ? 'You did not play in this session while signed in, so it has no result of yours.'
              : code === 'RES_001'
                ? 'There is no session at this address.'
                : 'We could not load your result.'}
          </Alert>
        ) : null}
        {data && !data.result ? (
          <Alert color="blue" variant="light" title="Your result is on its way">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">It is ready a few seconds after the session ends.</Text>
              <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
                Check again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {data?.result ? <ResultFigures result={data.result} /> : null}
        {data?.answers.length ? (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your answers">
            {data.answers.map((answer) => (
              <AnswerCard key={answer.questionIndex} answer={answer} />
            ))}
          </Stack>
        ) : null}
        <Anchor component={Link} to="/arena/history" size="sm">
          Your Arena matches
        </Anchor>
      </Stack>
    </Container>
  );
}
