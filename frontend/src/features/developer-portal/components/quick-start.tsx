import { Anchor, Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { API_TIER_LIST, OPENTDB_MAX_AMOUNT } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorRows, exampleProblem } from '../content/api-errors';
import { firstCallSnippets } from '../content/quick-start-snippets';
import { formatCount } from '../tier-format';
import { CodeTabs } from './code-tabs';

const HEADERS: [string, string][] = [
  ['RateLimit-Policy', 'The limit that applies: "name";q=<requests>;w=<seconds>'],
  ['RateLimit', 'What is left: "name";r=<remaining>;t=<seconds until it resets>'],
  ['X-RateLimit-Limit / -Remaining / -Reset', 'The same figures in the older, widely supported form'],
  ['Retry-After', 'On a 429 only: seconds to wait before trying again'],
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

/** The quick start: a key, the first call, limits and headers, errors, and Open Trivia DB compatibility. */
export function QuickStart({ origin }: { origin: string }) {
  return (
    <Stack gap="xl">
      <Section id="qs-key" title="1. Get a key">
        <Text>
          <Anchor component={Link} to="/api/developers/signup">
            Sign up
          </Anchor>{' '}
          (or{' '}
          <Anchor component={Link} to="/api/developers/login">
            log in
          </Anchor>
          ), then create a key in your{' '}
          <Anchor component={Link} to="/developers/dashboard">
            developer dashboard
          </Anchor>
          . It is shown once: copy it somewhere safe. Secret keys (<Code>tq_sk_…</Code>) are for servers; publishable
          keys (<Code>tq_pk_…</Code>) are read-only and work only from the web origins you list on them.
        </Text>
      </Section>
      <Section id="qs-first-call" title="2. Make your first call">
        <Text>
          Send the key in the <Code>X-API-Key</Code> header (or as <Code>Authorization: Bearer</Code>):
        </Text>
        <CodeTabs label="First call" snippets={firstCallSnippets(origin)} />
      </Section>
      <Section id="qs-limits" title="3. Limits and headers">
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Limits by tier">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tier</Table.Th>
                <Table.Th>Requests a minute (per key)</Table.Th>
                <Table.Th>Requests a day (per account)</Table.Th>
                <Table.Th>Questions a call</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {API_TIER_LIST.map((tier) => (
                <Table.Tr key={tier.id}>
                  <Table.Td>{tier.name}</Table.Td>
                  <Table.Td>{formatCount(tier.limits.requestsPerMinute)}</Table.Td>
                  <Table.Td>{formatCount(tier.limits.requestsPerDay)}</Table.Td>
                  <Table.Td>{tier.limits.questionsPerCall}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text>Every answer says where you stand:</Text>
        <List spacing={2}>
          {HEADERS.map(([name, meaning]) => (
            <List.Item key={name}>
              <Code>{name}</Code>: {meaning}
            </List.Item>
          ))}
        </List>
      </Section>
      <Section id="qs-errors" title="4. Errors">
        <Text>
          Every error is RFC 9457 <Code>application/problem+json</Code> with one of our codes; a 400 names each bad
          parameter in <Code>errors</Code>, and a 429 names your tier, the limit you reached and where to upgrade:
        </Text>
        <Code block tabIndex={0} aria-label="Example error" style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
          {JSON.stringify(exampleProblem(origin), null, 2)}
        </Code>
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Error codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Meaning</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {apiErrorRows().map((row) => (
                <Table.Tr key={row.code} id={row.anchor}>
                  <Table.Td>
                    <Code>{row.code}</Code>
                  </Table.Td>
                  <Table.Td>{row.status}</Table.Td>
                  <Table.Td>
                    <strong>{row.title}.</strong> {row.description}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      <Section id="qs-opentdb" title="5. Moving from Open Trivia DB">
        <Text>
          Apps written for Open Trivia DB work here by changing only the origin: <Code>/api.php</Code>,{' '}
          <Code>/api_token.php</Code>, <Code>/api_category.php</Code>, <Code>/api_count.php</Code> and{' '}
          <Code>/api_count_global.php</Code> take the same parameters (up to {OPENTDB_MAX_AMOUNT} questions a call, all
          four encodings) and answer the same JSON and response codes, with no key. Categories we have no questions for
          answer code 1 rather than other questions. Our session tokens do not expire after six hours.
        </Text>
        <Code block tabIndex={0} aria-label="Open Trivia DB example" style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
          {`curl -s '${origin}/api.php?amount=10&category=22&type=multiple'`}
        </Code>
      </Section>
    </Stack>
  );
}
