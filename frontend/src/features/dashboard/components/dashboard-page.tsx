import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { useFeatureFlag } from '../../feature-flags';
import { ArenaCard } from './arena-card';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { LibraryCard } from './library-card';
import { PlanCard } from './plan-card';
import { RecentResultsCard } from './recent-results-card';
import { TodayCard } from './today-card';

/** What a signed-in person does next. Rendered behind RequireAuth, so the user is known. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const arenaEnabled = useFeatureFlag('arena_multiplayer');
  if (!user) return null;
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Dashboard" subtitle={`Welcome, ${user.fullName}`} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TodayCard />
          <RecentResultsCard />
          <PlanCard user={user} />
          <LibraryCard />
          {arenaEnabled ? <ArenaCard /> : null}
        </SimpleGrid>
        <Title order={2} size="h3">
          Shortcuts
        </Title>
        <DashboardShortcuts />
      </Stack>
    </Container>
  );
}
