import { Alert, Badge, Button, Container, Grid, Group, NativeSelect, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { lazyNamed } from '../../../lib/lazy-named';
import { useScreenFrom } from '../../../lib/use-screen-from';
import { useCatalogueSearch } from '../api/catalogue-search.api';
import {
  activeFilterCount,
  effectiveSort,
  withQuery,
  withSort,
  type CatalogueSort,
  type CatalogueSearchState,
} from '../catalogue-search-state';
import { useSearchAnalytics } from '../hooks/use-catalogue-analytics';
import { useCatalogueSearchState } from '../hooks/use-catalogue-search-state';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearchBox } from './catalogue-search-box';

const loadFiltersDrawer = () => import('./filters-drawer');
const FiltersDrawer = lazyNamed(loadFiltersDrawer, 'FiltersDrawer');
// The filters' own code (checkboxes, facet counts) loads only where they are drawn: the column on a wide screen, or
// the drawer on a phone (which imports it), so a phone's first screen does without it.
const CatalogueFilters = lazyNamed(() => import('./catalogue-filters'), 'CatalogueFilters');

const SORT_LABELS: Record<CatalogueSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  popular: 'Most popular',
};

/** /quizzes: search, filter and page through the published quizzes; everything lives in the address. */
export function CataloguePage() {
  const { state, update } = useCatalogueSearchState();
  const search = useCatalogueSearch(state);
  useSearchAnalytics(state.q, search.isPlaceholderData ? undefined : search.data?.total);
  // The filters column is for wide screens; a phone has them in the drawer and does not draw the column at all.
  const wide = useScreenFrom('md');
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer's code loads as the visitor reaches for the button (pointer, touch or focus), and stays once opened;
  // a load that fails shows when the drawer renders (the page's error boundary), not as a stray rejection here.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => {
    loadFiltersDrawer().catch(() => undefined);
    setDrawerWanted(true);
  };
  const change = (next: CatalogueSearchState) => update(next);
  const sorts: CatalogueSort[] = state.q ? ['relevance', 'newest', 'popular'] : ['newest', 'popular'];
  const filterCount = activeFilterCount(state);
  const facets = search.data?.facets;
  const loading = search.isPending || search.isPlaceholderData;

  return (
    <Container size="xl" py="xl">
      <PageTitle
        title="Quiz Catalogue"
        subtitle="Ready-made quizzes with a printable host sheet, answers, team answer sheets and a CSV. Two new quizzes every day."
      />
      <Stack gap="lg">
        <Group gap="sm" wrap="wrap" role="search">
          <CatalogueSearchBox value={state.q} onSearch={(q) => update(withQuery(state, q), { replace: true })} />
          <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
            <NativeSelect
              aria-label="Sort by"
              value={effectiveSort(state)}
              onChange={(event) => change(withSort(state, event.currentTarget.value as CatalogueSort))}
              data={sorts.map((value) => ({ value, label: SORT_LABELS[value] }))}
              w={{ base: 'auto', xs: 180 }}
              style={{ flex: 1 }}
            />
            <Button
              hiddenFrom="md"
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              rightSection={filterCount > 0 ? <Badge size="sm">{filterCount}</Badge> : null}
              onPointerEnter={wantDrawer}
              onTouchStart={wantDrawer}
              onFocus={wantDrawer}
              onClick={() => {
                wantDrawer();
                drawer.open();
              }}
              style={{ flex: 1 }}
            >
              Filters
            </Button>
          </Group>
        </Group>
        <Grid gap="xl">
          {wide ? (
            <Grid.Col span={3}>
              <Suspense fallback={null}>
                <CatalogueFilters state={state} facets={facets} onChange={change} />
              </Suspense>
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, md: 9 }}>
            {search.isError && !search.data ? (
              <Alert color="red" title="The catalogue could not be loaded">
                <Button size="xs" variant="light" onClick={() => void search.refetch()}>
                  Retry
                </Button>
              </Alert>
            ) : (
              <CatalogueResults state={state} result={search.data} loading={loading} onChange={change} />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      {drawerWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={drawerOpen}
            onClose={drawer.close}
            state={state}
            result={search.data}
            onChange={change}
          />
        </Suspense>
      )}
    </Container>
  );
}
