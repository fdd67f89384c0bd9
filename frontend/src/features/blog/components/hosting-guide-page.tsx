import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconPresentation, IconPrinter, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { formatLongDate } from '../../../lib/format';
import { useGuide } from '../api/blog.api';
import { ArticleBody } from './article-body';
import { GuideContents } from './guide-contents';

/** Where a host goes next: the packs, and a live session. */
function NextSteps() {
  return (
    <Group gap="sm" className="no-print">
      <Button component={Link} to="/quizzes" leftSection={<IconSearch size={16} aria-hidden />}>
        Browse quiz packs
      </Button>
      <Button
        component={Link}
        to="/arena/host-session"
        variant="light"
        leftSection={<IconPresentation size={16} aria-hidden />}
      >
        Host a live session
      </Button>
    </Group>
  );
}

/**
 * /hosting-guide: the guide to hosting a pub quiz with our packs and live scoring, with its contents at the top.
 * It prints as a document: the site's header, footer and buttons stay off the paper (global.css).
 */
export function HostingGuidePage() {
  const guide = useGuide('hosting-guide');
  return (
    <Container size="md" py="xl" data-print-article>
      {guide.data ? (
        <Stack gap="lg">
          <div>
            <PageTitle title={guide.data.title} subtitle={guide.data.summary} />
            <Text size="sm" c="dimmed">
              Updated <time dateTime={guide.data.updated}>{formatLongDate(guide.data.updated)}</time>
              {` · ${guide.data.readingMinutes} min read`}
            </Text>
          </div>
          <Group gap="sm" className="no-print">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              Print this guide
            </Button>
          </Group>
          <GuideContents toc={guide.data.toc} />
          <ArticleBody html={guide.data.html} />
          <NextSteps />
        </Stack>
      ) : (
        <PageTitle title="How to host a pub quiz" />
      )}
      {guide.isPending ? <LoadingSpinner label="Loading the guide" /> : null}
      {guide.isError ? (
        <Alert color="red" title="The guide could not be loaded">
          <Button size="xs" variant="light" onClick={() => void guide.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
    </Container>
  );
}
