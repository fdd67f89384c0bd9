import { Anchor, Code, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { QC_CHECK_RATE } from '@trivia/contracts';
import { PageTitle } from '../../../components/page-title';
import { QC_CHECK_PATH } from '../api/qc-check.api';
import { QcCheckForm } from './qc-check-form';
import { QcRuleList } from './qc-rule-list';

/** The endpoint takes the site's CSRF protection, so a script fetches a token (and its cookie) first. */
function curlExample(origin: string): string {
  return [
    `ORIGIN=${origin}`,
    'TOKEN=$(curl -s -c jar.txt "$ORIGIN/api/auth/csrf-token" | jq -r .csrfToken)',
    `curl -s -b jar.txt "$ORIGIN${QC_CHECK_PATH}" \\`,
    '  -H "content-type: application/json" -H "csrf-token: $TOKEN" \\',
    `  -d '{"type":"text","prompt":"What color is a ripe banana?","answer":"Yellow"}'`,
  ].join('\n');
}

const RESPONSE_EXAMPLE = `{"ok":false,"problems":[{"path":"prompt","rule":"british-spelling",
  "message":"Use the British spelling \\"colour\\", not \\"color\\"."}]}`;

/** /qc-service: our question QC, explained and open to anyone to try. */
export function QcServicePage() {
  return (
    <Container size="md" py="xl">
      <PageTitle
        title="QC as a service"
        subtitle="Check a quiz question with the same quality checks every question in our bank passes: British spelling, ambiguity, repeated options and length."
      />
      <Stack gap="xl">
        <section aria-labelledby="qc-try">
          <Title order={2} size="h3" id="qc-try" mb="sm">
            Try it
          </Title>
          <Paper withBorder p="md" radius="md">
            <QcCheckForm />
          </Paper>
          <Text size="sm" c="dimmed" mt="xs">
            Nothing you check is stored. Each network may check {QC_CHECK_RATE.perMinute} questions a minute.
          </Text>
        </section>
        <section aria-labelledby="qc-rules">
          <Title order={2} size="h3" id="qc-rules" mb="sm">
            What is checked
          </Title>
          <QcRuleList />
        </section>
        <section aria-labelledby="qc-code">
          <Title order={2} size="h3" id="qc-code" mb="sm">
            Use it from code
          </Title>
          <Text mb="xs">
            Send the question as JSON to <Code>POST {QC_CHECK_PATH}</Code> with a CSRF token, as any form on this site
            does:
          </Text>
          <Code block tabIndex={0} aria-label="curl example">
            {curlExample(window.location.origin)}
          </Code>
          <Text mt="sm" mb="xs">
            The answer lists each problem with the field it is on, what to fix and the rule it breaks:
          </Text>
          <Code block tabIndex={0} aria-label="Example answer">
            {RESPONSE_EXAMPLE}
          </Code>
          <Text size="sm" c="dimmed" mt="sm">
            This endpoint is open to all within the limit above. For questions themselves, the quiz API has its own keys
            and tiers: see the{' '}
            <Anchor component={Link} to="/developers">
              developer portal
            </Anchor>
            .
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
