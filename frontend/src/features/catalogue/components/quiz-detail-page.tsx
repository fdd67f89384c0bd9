import { Alert, Anchor, Button, Container, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { quizSlugSchema, type QuizDetail } from '@trivia/contracts';
import { IconArrowLeft, IconPresentation } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';
import { useFreeSample } from '../api/free-sample.api';
import { useLibrary } from '../api/library.api';
import { useQuizDetail } from '../api/quiz-detail.api';
import { useSeasonalViewAnalytics } from '../hooks/use-catalogue-analytics';
import { formatLongDate } from '../../../lib/format';
import { AUDIENCE_LABELS, DIFFICULTY_LABELS, downloadsLabel, SEASON_LABELS } from '../quiz-labels';
import { CatalogueSection } from './catalogue-section';
import { PackDownloads } from './pack-downloads';
import { QuizBadges } from './quiz-badges';
import { RoundList } from './round-list';
import { RoundPreview } from './round-preview';
import { SaveQuizButton } from './save-quiz-button';
import { ShareQuizButton } from './share-quiz-button';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}

function QuizFacts({ quiz }: { quiz: QuizDetail }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="dl" m={0}>
      <Fact label="Length" value={`${quiz.length} questions`} />
      <Fact label="Rounds" value={String(quiz.rounds.length)} />
      <Fact label="Difficulty" value={DIFFICULTY_LABELS[quiz.difficulty]} />
      <Fact label="Audience" value={AUDIENCE_LABELS[quiz.audience]} />
      <Fact label="Published" value={formatLongDate(quiz.publishedAt)} />
      <Fact
        label={quiz.season ? 'Season' : 'Downloads'}
        value={quiz.season ? SEASON_LABELS[quiz.season] : downloadsLabel(quiz.downloads)}
      />
    </SimpleGrid>
  );
}

function DownloadPanel({ quiz }: { quiz: QuizDetail }) {
  const { status } = useCurrentUser();
  const library = useLibrary({ silent: true });
  const freeSample = useFreeSample();
  const downloadedTypes = library.data?.items.find((item) => item.quiz.slug === quiz.slug)?.downloadedTypes ?? [];
  return (
    <CatalogueSection title="Download the pack">
      <PackDownloads
        slug={quiz.slug}
        files={quiz.files}
        downloadedTypes={downloadedTypes}
        freeSample={freeSample.data?.slug === quiz.slug}
      />
      <Group gap="xs">
        {status === 'logged-in' ? <SaveQuizButton slug={quiz.slug} saved={quiz.saved} /> : null}
        <ShareQuizButton title={quiz.title} path={`/quizzes/${quiz.slug}`} />
      </Group>
      <Button
        component={Link}
        to={`/arena/host-session?quiz=${encodeURIComponent(quiz.slug)}`}
        variant="light"
        leftSection={<IconPresentation size={16} aria-hidden />}
      >
        Host it live
      </Button>
    </CatalogueSection>
  );
}

function QuizDetailContent({ quiz }: { quiz: QuizDetail }) {
  const preview = quiz.rounds[0]?.preview ?? null;
  return (
    <Stack gap="lg">
      <div>
        <QuizBadges quiz={quiz} size="md" />
        <Stack gap={0} mt="sm">
          <PageTitle title={quiz.title} subtitle={quiz.description} />
        </Stack>
        <QuizFacts quiz={quiz} />
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <DownloadPanel quiz={quiz} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <CatalogueSection title="What's in it">
              <RoundList rounds={quiz.rounds} />
            </CatalogueSection>
            {preview && preview.length > 0 ? (
              <CatalogueSection title={`Free preview: round one, ${quiz.rounds[0]?.title ?? ''}`}>
                <RoundPreview questions={preview} />
              </CatalogueSection>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /quizzes/:slug: what is in a quiz, round one to try, and its pack to download. An unknown quiz is a 404. */
export function QuizDetailPage() {
  const { slug } = useParams();
  const detail = useQuizDetail(slug);
  useSeasonalViewAnalytics(detail.data);
  const validSlug = quizSlugSchema.safeParse(slug).success;
  if (!validSlug || (isApiError(detail.error) && detail.error.status === 404)) return <NotFoundPage />;
  return (
    <Container size="lg" py="xl">
      <Anchor
        component={Link}
        to="/quizzes"
        size="sm"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> All quizzes
      </Anchor>
      {detail.data ? <QuizDetailContent quiz={detail.data} /> : null}
      {detail.isPending ? <LoadingSpinner label="Loading the quiz" /> : null}
      {detail.isError ? (
        <Alert color="red" title="This quiz could not be loaded">
          <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
    </Container>
  );
}
