import { Alert, Anchor, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { useAttributions } from '../api/attributions.api';
import { useQuestionBankStats } from '../api/question-bank-stats.api';
import { QuestionBankTotals } from './question-bank-totals';

function Sources() {
  const { data, isPending, isError } = useAttributions();
  if (isPending) return <Skeleton h={120} />;
  if (isError) return <Text c="dimmed">The list of sources could not be loaded.</Text>;
  return (
    <Stack gap="sm">
      {data.sources.map((source) => (
        <Paper key={source.name} withBorder p="md" radius="md">
          <Text fw={600}>
            {source.url ? (
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </Anchor>
            ) : (
              source.name
            )}
          </Text>
          <Text size="sm" c="dimmed">
            Licence: {source.licence}
          </Text>
          <Text size="sm">{source.usage}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

function Totals() {
  const { data, isPending, isError } = useQuestionBankStats();
  if (isPending) return <Skeleton h={160} />;
  if (isError)
    return (
      <Alert color="gray" variant="light">
        The question bank totals could not be loaded.
      </Alert>
    );
  return <QuestionBankTotals stats={data} />;
}

/** /attributions: the sources our questions are built from, and what the bank holds. */
export function AttributionsPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle
        title="Attributions"
        subtitle="Our questions are written from public facts with our own templates and checked before they are used."
      />
      <Stack gap={40}>
        <Stack component="section" aria-labelledby="sources-title" gap="md">
          <Title order={2} size="h3" id="sources-title">
            Data sources
          </Title>
          <Sources />
        </Stack>
        <Stack component="section" aria-labelledby="bank-title" gap="md">
          <Title order={2} size="h3" id="bank-title">
            The question bank
          </Title>
          <Totals />
        </Stack>
      </Stack>
    </Container>
  );
}
