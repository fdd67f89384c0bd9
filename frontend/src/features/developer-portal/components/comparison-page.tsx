import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { ScrollTable } from '../../../components/scroll-table';
import { useBankStats } from '../api/bank-stats.api';
import { COMPARISON_ROWS, COMPETITORS, NOT_CONFIRMED, ROW_LABELS } from '../content/comparison-facts';
import { ourApiFacts } from '../content/our-api-facts';

const CHECKED_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const OUR_NAME = 'Our API';

/** /api/developers/comparison: our API beside Open Trivia DB, The Trivia API and API Ninjas, facts only. */
export function ComparisonPage() {
  const { data: stats } = useBankStats();
  const ours = ourApiFacts(stats);
  return (
    <Container size="lg" py="xl">
      <PageTitle
        title="API Comparison"
        subtitle="Our quiz API beside Open Trivia DB, The Trivia API and API Ninjas: what each publishes about its questions, limits, features and price."
      />
      <Stack gap="lg">
        <Text>
          Every fact about another API comes from the page linked under its name, read on the date shown. Where we could
          not confirm a fact from a published page we say “{NOT_CONFIRMED}” rather than guess: check their own
          documentation for it. Our column comes from our{' '}
          <Anchor component={Link} to="/pricing/developers">
            tiers
          </Anchor>{' '}
          and the live count of the question bank.
        </Text>
        <ScrollTable
          label="API comparison"
          minWidth={900}
          withColumnBorders
          verticalSpacing="sm"
          aria-label="API comparison"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <span>Fact</span>
              </Table.Th>
              <Table.Th scope="col">{OUR_NAME}</Table.Th>
              {COMPETITORS.map((c) => (
                <Table.Th key={c.id} scope="col">
                  {c.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COMPARISON_ROWS.map((row) => (
              <Table.Tr key={row}>
                <Table.Th scope="row">{ROW_LABELS[row]}</Table.Th>
                <Table.Td>{ours[row]}</Table.Td>
                {COMPETITORS.map((c) => (
                  <Table.Td key={c.id} c={c.facts[row] === NOT_CONFIRMED ? 'dimmed' : undefined}>
                    {c.facts[row]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
        <section aria-labelledby="cmp-sources">
          <Title order={2} size="h3" id="cmp-sources" mb="xs">
            Sources
          </Title>
          <Stack gap="xs">
            {COMPETITORS.map((c) => (
              <Text key={c.id} size="sm">
                <strong>{c.name}</strong>, checked {CHECKED_DATE.format(new Date(`${c.checked}T12:00:00Z`))}:{' '}
                {c.sources.map((source, index) => (
                  <span key={source.url}>
                    {index > 0 ? ', ' : ''}
                    <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.label}
                    </Anchor>
                  </span>
                ))}
              </Text>
            ))}
            <Text size="sm">
              <strong>{OUR_NAME}</strong>: the{' '}
              <Anchor component={Link} to="/api/docs">
                API reference
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to="/pricing/developers">
                API pricing
              </Anchor>
              , always current.
            </Text>
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
