import { Anchor, Button, Code, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { apiQuestionCount, useBankStats } from '../api/bank-stats.api';
import { firstCallSnippets } from '../content/quick-start-snippets';
import { SAMPLE_REQUEST_PATH, SAMPLE_RESPONSE } from '../content/sample-response';
import { formatCount } from '../tier-format';
import { CodeTabs } from './code-tabs';
import { TierSummary } from './tier-summary';

const FEATURES = [
  'Multiple choice, true or false and typed-answer questions, 1 to 50 a call',
  'Filter by category, difficulty and type; every question has a stable id',
  'The source of each fact and the date it is true as of, in British spelling',
  'Seeded sets that return the same questions every time, and sessions that never repeat one',
  'Answer checking for typed answers that forgives spelling slips and US spellings',
  'Open Trivia DB–compatible paths: change only the origin of an existing app',
];

function BankFacts() {
  const { data } = useBankStats();
  if (!data) return null;
  return (
    <Text>
      The bank holds <strong>{formatCount(apiQuestionCount(data))}</strong> questions the API serves, in{' '}
      <strong>{data.byCategory.length}</strong> categories, every one through our quality checks.
    </Text>
  );
}

/** /developers and /api/developers: what the quiz API is, a real call and answer, the tiers and where to go next. */
export function DeveloperPortalPage() {
  const { status } = useCurrentUser();
  const loggedIn = status === 'logged-in';
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="Developer Portal"
        subtitle="A REST API of British trivia questions for your apps, games and quizzes: checked, sourced and dated."
      />
      <Stack gap="xl">
        <Group gap="sm">
          {loggedIn ? (
            <Button component={Link} to="/developers/dashboard">
              Open your dashboard
            </Button>
          ) : (
            <>
              <Button component={Link} to="/api/developers/signup">
                Get a free API key
              </Button>
              <Button component={Link} to="/api/developers/login" variant="default">
                Log in
              </Button>
            </>
          )}
          <Button component={Link} to="/api/docs" variant="light">
            Read the API reference
          </Button>
        </Group>

        <section aria-labelledby="dev-what">
          <Title order={2} size="h3" id="dev-what" mb="sm">
            What the API gives you
          </Title>
          <BankFacts />
          <List mt="sm" spacing={4}>
            {FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="dev-sample">
          <Title order={2} size="h3" id="dev-sample" mb="sm">
            A first call
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap="xs">
              <Text>
                Send your key in the <Code>X-API-Key</Code> header:
              </Text>
              <CodeTabs
                label="Example request"
                snippets={firstCallSnippets(window.location.origin, SAMPLE_REQUEST_PATH)}
              />
            </Stack>
            <Stack gap="xs">
              <Text>The answer (a real question from the bank):</Text>
              <Code
                block
                tabIndex={0}
                aria-label="Example response"
                style={{ whiteSpace: 'pre', overflowX: 'auto', maxHeight: 360 }}
              >
                {JSON.stringify(SAMPLE_RESPONSE, null, 2)}
              </Code>
            </Stack>
          </SimpleGrid>
        </section>

        <section aria-labelledby="dev-tiers">
          <Title order={2} size="h3" id="dev-tiers" mb="sm">
            Tiers
          </Title>
          <TierSummary />
        </section>

        <section aria-labelledby="dev-next">
          <Title order={2} size="h3" id="dev-next" mb="sm">
            More for developers
          </Title>
          <List spacing={4}>
            <List.Item>
              <Anchor component={Link} to="/api/docs">
                API reference and quick start
              </Anchor>{' '}
              — every endpoint, with examples in curl, JavaScript and Python
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/api/developers/comparison">
                How the API compares
              </Anchor>{' '}
              with Open Trivia DB, The Trivia API and API Ninjas
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/developers/dashboard">
                Your dashboard
              </Anchor>{' '}
              — keys, usage and tier
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/qc-service">
                QC-as-a-Service
              </Anchor>{' '}
              — check questions you wrote against our rules
            </List.Item>
          </List>
        </section>
      </Stack>
    </Container>
  );
}
