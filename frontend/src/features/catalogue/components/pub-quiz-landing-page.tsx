import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { PACK_FILE_LABELS, PACK_FILE_TYPES, PLANS, priceLabel, type PackFileType, type Plan } from '@trivia/contracts';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useFreeSample } from '../api/free-sample.api';
import { useQuizDetail } from '../api/quiz-detail.api';
import { HOSTING_STEPS, PACK_FILE_DESCRIPTIONS, PUB_LANDING_PAGES, type PubLandingPageId } from '../pub-landing-pages';
import { CatalogueSection } from './catalogue-section';
import { PackDownloads } from './pack-downloads';
import { QuizBadges } from './quiz-badges';
import { RoundList } from './round-list';
import { RoundPreview } from './round-preview';

const SAMPLE_QUESTIONS = 5;
const SUBSCRIBER_PLANS: Plan[] = [PLANS['pub-standard'], PLANS['pub-premium']];

function FileIcon({ type }: { type: PackFileType }) {
  return (
    <ThemeIcon variant="light" size="lg" aria-hidden>
      {type === 'csv' ? <IconFileSpreadsheet size={20} /> : <IconFileText size={20} />}
    </ThemeIcon>
  );
}

function PackContents() {
  return (
    <CatalogueSection title="What's in a pack">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PACK_FILE_TYPES.map((type) => (
          <Group key={type} gap="sm" align="flex-start" wrap="nowrap">
            <FileIcon type={type} />
            <div>
              <Text fw={600}>{PACK_FILE_LABELS[type]}</Text>
              <Text size="sm" c="dimmed">
                {PACK_FILE_DESCRIPTIONS[type]}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </CatalogueSection>
  );
}

function FreeSample() {
  const sample = useFreeSample();
  const detail = useQuizDetail(sample.data?.slug);
  if (sample.isError || detail.isError) {
    return (
      <CatalogueSection title="This week's free sample">
        <Text>
          This week&apos;s free sample pack is not out yet. Every quiz in the catalogue has its first round free to
          preview.
        </Text>
        <Button component={Link} to="/quizzes" variant="light" w="fit-content">
          Browse the catalogue
        </Button>
      </CatalogueSection>
    );
  }
  const quiz = detail.data;
  const preview = quiz?.rounds[0]?.preview ?? [];
  return (
    <CatalogueSection title="This week's free sample">
      {!quiz ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading this week's sample">
          <Skeleton h={20} w="40%" />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="md">
          <div>
            <QuizBadges quiz={quiz} />
            <Title order={3} size="h4" mt="xs">
              <Anchor component={Link} to={`/quizzes/${quiz.slug}`} inherit>
                {quiz.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {quiz.description}
            </Text>
          </div>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="md">
                <RoundList rounds={quiz.rounds} />
                {preview.length > 0 ? (
                  <div>
                    <Title order={4} size="h5" mb="xs">
                      A taste of round one
                    </Title>
                    <RoundPreview questions={preview} limit={SAMPLE_QUESTIONS} />
                  </div>
                ) : null}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="sm">
                <Title order={4} size="h5">
                  Download it free
                </Title>
                <PackDownloads slug={quiz.slug} files={quiz.files} freeSample />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </CatalogueSection>
  );
}

function SubscriberPlans() {
  const yearly = PLANS['pub-premium-yearly'];
  return (
    <CatalogueSection title="What subscribers get">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SUBSCRIBER_PLANS.map((plan) => (
          <Card key={plan.id} withBorder radius="md" padding="md" component="article" aria-label={plan.name}>
            <Stack gap={6}>
              <Text fw={700} size="lg">
                {plan.name}
              </Text>
              <Text fw={600}>{priceLabel(plan)}</Text>
              <Text size="sm">{plan.summary}</Text>
              <List size="sm" spacing={4}>
                <List.Item>{plan.grants.quotas.packDownloads} pack downloads a month</List.Item>
                <List.Item>Free re-downloads of every pack you have downloaded</List.Item>
                {plan.grants.quotas.customQuizzes > 0 ? (
                  <List.Item>{plan.grants.quotas.customQuizzes} custom quizzes a month in the builder</List.Item>
                ) : null}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {yearly.name} is {priceLabel(yearly)}. Round one of every quiz is free to preview, and two new quizzes are
        published every day.
      </Text>
      <Group>
        <Button component={Link} to="/pricing">
          See plans and prices
        </Button>
        <Button component={Link} to="/quizzes" variant="light">
          Browse the catalogue
        </Button>
      </Group>
    </CatalogueSection>
  );
}

function HowItWorks() {
  return (
    <CatalogueSection title="How hosting with a pack works">
      <List type="ordered" spacing="xs">
        {HOSTING_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </CatalogueSection>
  );
}

/** /downloadable-pub-quiz and /pub-quiz-download: what a pack holds, this week's free one, and what a plan adds. */
export function PubQuizLandingPage({ page }: { page: PubLandingPageId }) {
  const { title, intro, explainer } = PUB_LANDING_PAGES[page];
  return (
    <Container size="lg" py="xl">
      <PageTitle title={title} subtitle={intro} />
      <Stack gap="lg">
        {explainer ? (
          <>
            <PackContents />
            <HowItWorks />
            <FreeSample />
          </>
        ) : (
          <>
            <FreeSample />
            <PackContents />
          </>
        )}
        <SubscriberPlans />
      </Stack>
    </Container>
  );
}
