import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { LiveCountText } from '../../live';
import { Link } from 'react-router-dom';
import { QUIZ_KIND_LIST, type QuizKindInfo } from '../quiz-kinds';

export interface QuizStartScreenProps {
  info: QuizKindInfo;
  practiceDate: string | null;
  starting: boolean;
  onStart: () => void;
}

export function QuizStartScreen({ info, practiceDate, starting, onStart }: QuizStartScreenProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Text size="lg" fw={600}>
          {info.summary}
        </Text>
        {practiceDate ? null : <LiveCountText kind={info.kind} />}
        <Text size="sm" c="dimmed">
          {info.kind === 'standard'
            ? 'Type each answer; small misspellings are forgiven. You see the right answer after each question.'
            : 'Choose one of four answers for each question. You see the right answer after each question.'}{' '}
          {practiceDate ? null : 'Your first attempt today is the one that counts for the leaderboard.'}
        </Text>
        <Button size="lg" onClick={onStart} loading={starting} leftSection={<IconPlayerPlay size={18} aria-hidden />}>
          {practiceDate ? 'Start practice' : 'Start'}
        </Button>
        <Group gap="md" component="nav" aria-label="More daily quizzes">
          {QUIZ_KIND_LIST.filter((other) => other.kind !== info.kind).map((other) => (
            <Anchor key={other.kind} component={Link} to={other.path} size="sm">
              Play the {other.title}
            </Anchor>
          ))}
          <Anchor component={Link} to="/daily-quizzes" size="sm">
            Leaderboards and past quizzes
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
