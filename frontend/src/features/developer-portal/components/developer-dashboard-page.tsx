import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DeveloperDashboard } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useDeveloperDashboard } from '../api/developer-dashboard.api';
import { formatCount } from '../tier-format';
import { ApiKeysTable } from './api-keys-table';
import { CreateKeyButton } from './create-key-button';
import { UsageChart } from './usage-chart';

const RESET = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

function TierPanel({ tier }: { tier: DeveloperDashboard['tier'] }) {
  const features = [
    tier.features.includes('seeded_sets') ? 'seeded sets' : null,
    tier.features.includes('answer_validation') ? 'answer checking' : null,
  ].filter(Boolean);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dash-tier">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" id="dash-tier">
          Your tier
        </Text>
        <Title order={2} size="h3">
          {tier.name}
        </Title>
        <Text size="sm">
          {formatCount(tier.requestsPerMinute)} requests a minute per key · {formatCount(tier.requestsPerDay)} a day ·
          up to {tier.questionsPerCall} questions a call · {tier.keys} keys
        </Text>
        <Text size="sm">
          {features.length > 0 ? `Includes ${features.join(' and ')}.` : 'No seeded sets or answer checking.'}
        </Text>
        <Button component={Link} to="/pricing/developers" variant="light" w="fit-content">
          {tier.id === 'api-pro' ? 'See the tiers' : 'Upgrade'}
        </Button>
      </Stack>
    </Paper>
  );
}

function TodayPanel({ today }: { today: DeveloperDashboard['usage']['today'] }) {
  const share = today.limit > 0 ? Math.min(100, (today.requests / today.limit) * 100) : 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dash-today">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" id="dash-today">
          Today
        </Text>
        <Title order={2} size="h3">
          {formatCount(today.requests)} of {formatCount(today.limit)} requests
        </Title>
        <Progress
          value={share}
          color={share >= 90 ? 'red' : 'blue'}
          aria-label={`${Math.round(share)}% of today's limit used`}
        />
        <Text size="sm" c="dimmed">
          The daily count starts again at {RESET.format(new Date(today.resetsAt))}.
        </Text>
      </Stack>
    </Paper>
  );
}

function Dashboard({ data }: { data: DeveloperDashboard }) {
  const live = data.keys.filter((key) => key.revokedAt === null).length;
  const atCap = live >= data.tier.keys;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TierPanel tier={data.tier} />
        <TodayPanel today={data.usage.today} />
      </SimpleGrid>
      <section aria-labelledby="dash-keys">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="dash-keys">
            API keys
          </Title>
          <CreateKeyButton disabled={atCap} disabledReason={`Your tier allows ${data.tier.keys} live keys`} />
        </Group>
        {atCap ? (
          <Alert color="yellow" mb="sm">
            You have {live} live keys, the most {data.tier.name} allows. Revoke one or{' '}
            <Anchor component={Link} to="/pricing/developers">
              upgrade
            </Anchor>{' '}
            for more.
          </Alert>
        ) : null}
        <ApiKeysTable keys={data.keys} byKey={data.usage.byKey} />
      </section>
      <section aria-labelledby="dash-usage">
        <Title order={2} size="h3" id="dash-usage" mb="sm">
          Usage, last 30 days
        </Title>
        <UsageChart days={data.usage.days} />
      </section>
      <Text size="sm">
        New to the API? The{' '}
        <Anchor component={Link} to="/api/docs">
          quick start and reference
        </Anchor>{' '}
        show your first call in curl, JavaScript and Python.
      </Text>
    </Stack>
  );
}

/** /developers/dashboard and /api/developers/dashboard: tier, keys and usage (members only). */
export function DeveloperDashboardPage() {
  const { data, isPending, isError, refetch } = useDeveloperDashboard();
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Developer Dashboard" subtitle="Your API keys, usage and tier." />
      {isPending ? <LoadingSpinner /> : null}
      {isError ? (
        <Alert color="red" title="Could not load your dashboard">
          <Button variant="light" mt="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {data ? <Dashboard data={data} /> : null}
    </Container>
  );
}
