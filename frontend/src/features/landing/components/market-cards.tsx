import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { VERTICALS, type VerticalId } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { VerticalIcon } from '../../verticals';

const MARKETS: { title: string; vertical: VerticalId; text: string; to: string }[] = [
  {
    title: 'Pub Quizzes',
    vertical: 'pub',
    text: 'Complete quiz packs with answer sheets for your quiz night.',
    to: '/downloadable-pub-quiz',
  },
  { title: 'Education', vertical: 'student', text: 'GCSE and A-Level revision quizzes.', to: '/education' },
  { title: 'Teachers', vertical: 'teacher', text: 'Starters, plenaries and homework quizzes.', to: '/teachers' },
  { title: 'Corporate', vertical: 'corporate', text: 'Team-building quizzes for your organisation.', to: '/corporate' },
  { title: 'Arena Gaming', vertical: 'gamer', text: 'Live multiplayer quiz battles.', to: '/arena' },
  {
    title: 'Developer API',
    vertical: 'developer',
    text: 'Trivia questions for your app over REST.',
    to: '/developers',
  },
];

export function MarketCards() {
  return (
    <Stack component="section" aria-labelledby="markets-title">
      <Title order={2} id="markets-title" size="h3">
        Built for every stage
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {MARKETS.map((market) => (
          <UnstyledButton key={market.title} component={Link} to={market.to}>
            <Card withBorder padding="lg" h="100%">
              <ThemeIcon variant="light" color={VERTICALS[market.vertical].color} size="lg" mb="sm">
                <VerticalIcon name={VERTICALS[market.vertical].icon} size={20} />
              </ThemeIcon>
              <Text fw={600}>{market.title}</Text>
              <Text size="sm" c="dimmed">
                {market.text}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
