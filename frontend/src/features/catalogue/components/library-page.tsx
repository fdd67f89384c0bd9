import {
  Anchor,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Library } from '@trivia/contracts';
import { IconBooks } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useEntitlements } from '../../entitlements';
import { HostedSessionsSection } from '../../session-reports';
import { useLibrary } from '../api/library.api';
import { useSaveQuiz } from '../api/save-quiz.api';
import { downloadAllowance } from '../download-allowance';
import { formatLongDate } from '../../../lib/format';
import { packFilesFor, PackFileButtons } from './pack-downloads';
import { BuiltQuizzesSection } from './built-quizzes-section';
import { QuizBadges } from './quiz-badges';

type LibraryItem = Library['items'][number];
type Shelf = 'all' | 'downloaded' | 'saved';

const SHELVES: Record<Shelf, (item: LibraryItem) => boolean> = {
  all: () => true,
  downloaded: (item) => item.downloadedTypes.length > 0,
  saved: (item) => item.savedAt !== null,
};

function whenLine(item: LibraryItem): string {
  const parts: string[] = [];
  if (item.lastDownloadedAt) parts.push(`Last downloaded ${formatLongDate(item.lastDownloadedAt)}`);
  if (item.savedAt) parts.push(`Saved ${formatLongDate(item.savedAt)}`);
  return parts.join(' · ');
}

function LibraryCard({ item }: { item: LibraryItem }) {
  const unsave = useSaveQuiz();
  const { quiz } = item;
  const downloaded = item.downloadedTypes.length > 0;
  const headingId = `library-${quiz.slug}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <QuizBadges quiz={quiz} />
        <Title order={2} size="h5" id={headingId}>
          <Anchor component={Link} to={`/quizzes/${quiz.slug}`} inherit>
            {quiz.title}
          </Anchor>
        </Title>
        <Text size="xs" c="dimmed">
          {quiz.length} questions · {whenLine(item)}
        </Text>
        {!downloaded ? (
          <Text size="xs" c="dimmed">
            Downloading this pack uses one of this month&apos;s pack downloads.
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="xs">
          <PackFileButtons
            slug={quiz.slug}
            files={packFilesFor(quiz.slug)}
            downloadedTypes={item.downloadedTypes}
            compact
          />
          {item.savedAt ? (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              loading={unsave.isPending}
              onClick={() => unsave.mutate({ slug: quiz.slug, saved: false })}
              aria-label={`Remove ${quiz.title} from saved`}
            >
              Unsave
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function EmptyLibrary({ hasBuilt }: { hasBuilt: boolean }) {
  return (
    <EmptyState
      icon={<IconBooks size={32} aria-hidden />}
      withIndicatorBackground
      title={hasBuilt ? 'No catalogue quizzes saved or downloaded yet' : 'No quizzes in your library yet'}
      description="Quizzes you save or download from the catalogue are kept here, ready to download again."
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to="/quizzes">
          Browse quizzes
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function AllowanceLine() {
  const entitlements = useEntitlements();
  const usage = entitlements.data?.quotas.packDownloads;
  const allowance = downloadAllowance({
    loggedIn: true,
    usage,
    inLibrary: false,
    freeSample: false,
    formatDate: formatLongDate,
  });
  if (!allowance.text) return null;
  return (
    <Text size="sm" c="dimmed">
      {allowance.kind === 'no-plan' ? 'Re-downloading what you have downloaded is always free. ' : ''}
      {allowance.text}
      {allowance.kind === 'no-plan' ? (
        <>
          {' '}
          <Anchor component={Link} to="/pricing" inherit>
            View plans
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

function LibraryContent({ items, hasBuilt }: { items: LibraryItem[]; hasBuilt: boolean }) {
  const [shelf, setShelf] = useState<Shelf>('all');
  if (items.length === 0) return <EmptyLibrary hasBuilt={hasBuilt} />;
  const count = (which: Shelf) => items.filter(SHELVES[which]).length;
  const shown = items.filter(SHELVES[shelf]);
  return (
    <Stack gap="md">
      <AllowanceLine />
      <SegmentedControl
        aria-label="Show"
        value={shelf}
        onChange={(value) => setShelf(value as Shelf)}
        data={[
          { value: 'all', label: `All (${items.length})` },
          { value: 'downloaded', label: `Downloaded (${count('downloaded')})` },
          { value: 'saved', label: `Saved (${count('saved')})` },
        ]}
        w="fit-content"
        maw="100%"
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{shelf === 'saved' ? 'Nothing saved yet.' : 'Nothing downloaded yet.'}</Text>
      ) : (
        shown.map((item) => <LibraryCard key={item.quiz.id} item={item} />)
      )}
    </Stack>
  );
}

/** /library (members): the quizzes they saved and downloaded, each file ready to download again. */
export function LibraryPage() {
  const library = useLibrary();
  return (
    <Container size="md" py="xl">
      <PageTitle
        title="My Library"
        subtitle="Quizzes you built, quizzes you saved, packs you downloaded and sessions you hosted."
      />
      {library.data ? <BuiltQuizzesSection built={library.data.built ?? []} /> : null}
      {library.data ? (
        <LibraryContent items={library.data.items} hasBuilt={(library.data.built ?? []).length > 0} />
      ) : null}
      {library.isPending ? <LoadingSpinner label="Loading your library" /> : null}
      {library.isError ? (
        <Button variant="light" onClick={() => void library.refetch()}>
          Retry
        </Button>
      ) : null}
      <HostedSessionsSection />
    </Container>
  );
}
