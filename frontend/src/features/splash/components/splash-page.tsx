import { Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBeer } from '@tabler/icons-react';
import { MONEY_BACK_DAYS, PUB_QUIZ_QUESTIONS, siteTitle } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { useMarkSplashSeen } from '../hooks/use-mark-splash-seen';

const POINTS = [
  `Complete pub quizzes of ${PUB_QUIZ_QUESTIONS} questions, ready to print`,
  'Question sheets and answer sheets as separate PDFs',
  'Every question checked for British spelling',
  `A ${MONEY_BACK_DAYS}-day money-back guarantee on subscriptions`,
];

/** A standalone page for pub hosts arriving from adverts: no header or footer (spec section 2). */
export function SplashPage() {
  useMarkSplashSeen();
  useDocumentTitle(siteTitle('Pub quizzes ready to run'));
  return (
    <Box component="main" id="main-content" tabIndex={-1} mih="100vh" py={64} bg="var(--mantine-color-body)">
      <Container size="sm">
        <Stack gap="lg">
          <IconBeer size={48} aria-hidden color="var(--mantine-color-orange-6)" />
          <Title order={1}>Run a brilliant pub quiz this week, without writing a single question</Title>
          <Text size="lg" c="dimmed">
            Download a complete quiz with answer sheets, or try today’s free multiple-choice quiz first.
          </Text>
          <List spacing="xs">
            {POINTS.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Group>
            <Button component={Link} to="/pricing" size="lg" color="orange">
              See pub quiz plans
            </Button>
            <Button component={Link} to="/daily-mc-quiz" size="lg" variant="default">
              Try the free daily quiz
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
