import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { LiveCountText } from '../../live';
import type { QuizKindInfo } from '../quiz-kinds';

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
      </Stack>
    </Paper>
  );
}
