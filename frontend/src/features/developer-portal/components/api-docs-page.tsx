import { Alert, Anchor, Badge, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { API_DOCS_DOCUMENT_PATH } from '@trivia/contracts';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { lazyNamed } from '../../../lib/lazy-named';
import { type OpenApiReference, useApiReference } from '../api/api-reference.api';
import { QuickStart } from './quick-start';

const SwaggerReference = lazyNamed(() => import('./swagger-reference'), 'SwaggerReference');

/** Every operation in one line each, from the document: a table of contents that needs no script but ours. */
function OperationList({ document }: { document: OpenApiReference }) {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), summary: op.summary ?? '' })),
  );
  return (
    <List spacing={4} aria-label="Operations">
      {operations.map((op) => (
        <List.Item key={`${op.method} ${op.path}`}>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" size="sm" w={64}>
              {op.method}
            </Badge>
            <Text ff="monospace" size="sm">
              {op.path}
            </Text>
            <Text size="sm" c="dimmed">
              {op.summary}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function Reference() {
  const { data, isPending, isError, refetch } = useApiReference();
  if (isPending) return <LoadingSpinner />;
  if (isError || !data) {
    return (
      <Alert color="red" title="The reference did not load">
        <Button variant="light" mt="xs" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <OperationList document={data} />
      <Suspense fallback={<LoadingSpinner />}>
        <SwaggerReference document={data} />
      </Suspense>
    </Stack>
  );
}

/**
 * A problem's `type` links here with `#error-<CODE>`: the page renders after the browser looked for the anchor,
 * so it scrolls there itself.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** /api/docs: the quick start, then the interactive OpenAPI reference of every endpoint. */
export function ApiDocsPage() {
  useScrollToHash();
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="API Documentation"
        subtitle="Everything to call the quiz API: a quick start, then every endpoint with examples in curl, JavaScript and Python."
      />
      <Stack gap="xl">
        <QuickStart origin={window.location.origin} />
        <section aria-labelledby="api-reference">
          <Title order={2} size="h3" id="api-reference" mb="xs">
            Reference
          </Title>
          <Text mb="sm">
            Open an operation for its parameters, answers and examples; “Try it out” calls this site with the key you
            give under “Authorize”. The OpenAPI 3.1 document itself is at{' '}
            <Anchor href={API_DOCS_DOCUMENT_PATH}>{API_DOCS_DOCUMENT_PATH}</Anchor>.
          </Text>
          <Reference />
        </section>
      </Stack>
    </Container>
  );
}
