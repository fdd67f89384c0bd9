import { Button, Container, Group, Progress, Stack, Text } from '@mantine/core';
import type { BuilderHome, BuilderQuota } from '@trivia/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';
import { useBuilderHome } from '../api/builder-home.api';
import { quotaText } from '../draft-counts';
import { BuilderLocked } from './builder-locked';
import { DraftList, SavedQuizList } from './builder-lists';
import { ImportCsvPanel } from './import-csv-panel';
import { NewQuizForm } from './new-quiz-form';
import { SectionCard } from '../../../components/section-card';

function QuotaLine({ quota }: { quota: BuilderQuota }) {
  return (
    <div>
      <Text size="sm" fw={500} id="builder-quota">
        Custom quizzes: {quotaText(quota)}
      </Text>
      <Progress
        value={quota.limit > 0 ? Math.min(100, (quota.used / quota.limit) * 100) : 0}
        aria-labelledby="builder-quota"
        aria-valuetext={`${quota.used} of ${quota.limit} used`}
        mt={4}
        maw={420}
      />
      {quota.left === 0 ? (
        <Text size="sm" mt={4}>
          You can still edit your saved quizzes and drafts. <Link to="/pricing">Compare plans</Link> for more quizzes a
          month.
        </Text>
      ) : null}
    </div>
  );
}

function NewQuiz() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
          New quiz
        </Button>
      </Group>
    );
  }
  return (
    <SectionCard id="builder-new" title="New quiz">
      <NewQuizForm onCancel={() => setOpen(false)} />
    </SectionCard>
  );
}

function BuilderHomeView({ home }: { home: BuilderHome }) {
  return (
    <Stack gap="lg">
      <QuotaLine quota={home.quota} />
      <NewQuiz />
      <SectionCard id="builder-drafts" title="Drafts">
        <DraftList drafts={home.drafts} />
      </SectionCard>
      <SectionCard id="builder-quizzes" title="Saved quizzes">
        <SavedQuizList quizzes={home.quizzes} />
      </SectionCard>
      <SectionCard id="builder-import" title="Import a quiz from CSV">
        <ImportCsvPanel />
      </SectionCard>
    </Stack>
  );
}

/** /builder: premium members' drafts, saved quizzes and quota; other members the DL_001 state; visitors the landing page. */
export function BuilderPage() {
  const { status } = useCurrentUser();
  const home = useBuilderHome(status === 'logged-in');
  if (status === 'unknown') return <LoadingSpinner />;
  if (status === 'logged-out') return <Navigate to="/custom-quiz-builder" replace />;
  const locked = isApiError(home.error) && (home.error.code === 'DL_001' || home.error.status === 403);
  return (
    <Container size="md" py="xl">
      <PageTitle title="Quiz Builder" subtitle="Build a quiz of your own from our question bank and yours." />
      {home.isPending ? <LoadingSpinner label="Loading the builder" /> : null}
      {locked ? <BuilderLocked /> : null}
      {home.isError && !locked ? (
        <Button variant="light" onClick={() => void home.refetch()}>
          Retry
        </Button>
      ) : null}
      {home.data ? <BuilderHomeView home={home.data} /> : null}
    </Container>
  );
}
