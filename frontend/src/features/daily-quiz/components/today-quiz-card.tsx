import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LiveCountText } from '../../live';
import { useLeaderboard } from '../api/leaderboard.api';
import { leaderboardPath, type QuizKindInfo } from '../quiz-kinds';
import { leaderboardCaption, yourPlaceText } from '../result-text';
import { LeaderboardTable } from './leaderboard-table';

const PREVIEW_ROWS = 10;

/** Today's quiz of one kind: live counts, a Play button and the top of its leaderboard. */
export function TodayQuizCard({ info, today }: { info: QuizKindInfo; today: string }) {
  const { data, isPending } = useLeaderboard(info.kind);
  const date = data?.date ?? today;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={info.title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {info.title}
        </Title>
        <Text size="sm">{info.summary}</Text>
        <LiveCountText kind={info.kind} />
        <Group>
          <Button component={Link} to={info.path}>
            Play now
          </Button>
        </Group>
        {data?.you ? (
          <Text size="sm" fw={500}>
            {yourPlaceText(data.you, data.players, true)}
          </Text>
        ) : null}
        <LeaderboardTable
          entries={data?.entries}
          loading={isPending}
          limit={PREVIEW_ROWS}
          caption={data ? leaderboardCaption(Math.min(PREVIEW_ROWS, data.entries.length), data.players) : ''}
        />
        {data && data.entries.length > 0 ? (
          <Anchor component={Link} to={leaderboardPath(info.kind, date)} size="sm">
            Full leaderboard
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
