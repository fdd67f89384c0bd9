import { formatNumber } from '@trivia/contracts';
import { Button, EmptyState, Group, Pagination, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CatalogueResult } from '@trivia/contracts';
import { IconSearchOff, IconX } from '@tabler/icons-react';
import { memo, useDeferredValue } from 'react';
import {
  activeFilterCount,
  clearFilters,
  FILTER_KEYS,
  toggleFilter,
  withQuery,
  type CatalogueSearchState,
} from '../catalogue-search-state';
import { filterValueLabel } from '../quiz-labels';
import { QuizCard, QuizCardSkeleton } from './quiz-card';

const SKELETONS = 6;

/** "Showing 25–48 of 130 quizzes", or the whole count when it fits one page. */
export function resultSummary({ total, page, pageSize }: Pick<CatalogueResult, 'total' | 'page' | 'pageSize'>) {
  const noun = total === 1 ? 'quiz' : 'quizzes';
  const first = (page - 1) * pageSize + 1;
  if (total <= pageSize || first > total) return `${formatNumber(total)} ${noun}`;
  const last = Math.min(total, page * pageSize);
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}`;
}

/** The active search and filters as removable pills, so a visitor sees why the list is what it is. */
function ActiveFilters({
  state,
  onChange,
}: {
  state: CatalogueSearchState;
  onChange: (next: CatalogueSearchState) => void;
}) {
  const pills = FILTER_KEYS.flatMap((key) => state.filters[key].map((value) => ({ key, value })));
  if (pills.length === 0) return null;
  return (
    <Group gap={6} aria-label="Active filters" role="group">
      {pills.map(({ key, value }) => {
        const label = filterValueLabel(key, value);
        return (
          <Button
            key={`${key}:${value}`}
            size="compact-sm"
            variant="light"
            color="gray"
            radius="xl"
            rightSection={<IconX size={14} aria-hidden />}
            aria-label={`Remove filter ${label}`}
            onClick={() => onChange(toggleFilter(state, key, value, false))}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}

function NoResults({
  state,
  onChange,
}: {
  state: CatalogueSearchState;
  onChange: (next: CatalogueSearchState) => void;
}) {
  const filtered = activeFilterCount(state) > 0;
  return (
    <EmptyState
      icon={<IconSearchOff size={32} aria-hidden />}
      withIndicatorBackground
      title="No quizzes match"
      description={
        state.q
          ? `Nothing matches “${state.q}”${filtered ? ' with these filters' : ''}. Try other words${filtered ? ' or fewer filters' : ''}.`
          : 'No quiz has all of these. Try fewer filters.'
      }
      py="xl"
    >
      <EmptyState.Actions>
        {filtered ? (
          <Button variant="light" onClick={() => onChange(clearFilters(state))}>
            Clear all filters
          </Button>
        ) : null}
        {state.q ? (
          <Button variant="subtle" onClick={() => onChange(withQuery(state, ''))}>
            Clear the search
          </Button>
        ) : null}
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** An old link's page number beyond the last page of what now matches. */
function PastTheEnd({ pages, onLastPage }: { pages: number; onLastPage: () => void }) {
  return (
    <EmptyState
      title="No quizzes on this page"
      description={`These quizzes fill ${pages} ${pages === 1 ? 'page' : 'pages'}.`}
      py="xl"
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onLastPage}>
          Go to page {pages}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A page of quiz cards; drawn again only when the page's quizzes change. */
const QuizGrid = memo(function QuizGrid({ items }: { items: CatalogueResult['items'] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {items.map((quiz) => (
        <QuizCard key={quiz.id} quiz={quiz} />
      ))}
    </SimpleGrid>
  );
});

/** The list of quizzes for the current search: skeletons while it loads, an empty state, pages. */
export function CatalogueResults({
  state,
  result: latest,
  loading,
  onChange,
}: {
  state: CatalogueSearchState;
  result: CatalogueResult | undefined;
  loading: boolean;
  onChange: (next: CatalogueSearchState) => void;
}) {
  // A page of cards is the biggest render here (some 300 components): React draws a new page in the background,
  // in slices it can pause for input and paint, instead of in one long task as the results arrive.
  const result = useDeferredValue(latest);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <Stack gap="md">
      {/* The quiz cards are h3s; on phones the filters' headings are hidden, so the results name their level. */}
      <VisuallyHidden>
        <Title order={2}>Quizzes</Title>
      </VisuallyHidden>
      <Text size="sm" fw={500} role="status" aria-live="polite">
        {loading || !result ? 'Loading quizzes…' : resultSummary(result)}
      </Text>
      <ActiveFilters state={state} onChange={onChange} />
      {loading || !result ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading quizzes">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <QuizCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : result.items.length === 0 && result.total > 0 ? (
        <PastTheEnd pages={pages} onLastPage={() => onChange({ ...state, page: pages })} />
      ) : result.items.length === 0 ? (
        <NoResults state={state} onChange={onChange} />
      ) : (
        <QuizGrid items={result.items} />
      )}
      {result && pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => {
              onChange({ ...state, page });
              window.scrollTo?.({ top: 0 });
            }}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page` })}
            siblings={1}
            boundaries={1}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
