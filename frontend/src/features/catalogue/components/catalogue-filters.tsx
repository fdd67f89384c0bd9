import { formatNumber } from '@trivia/contracts';
import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { CatalogueResult } from '@trivia/contracts';
import { useState } from 'react';
import { facetOptions, type FacetOption } from '../catalogue-facets';
import {
  activeFilterCount,
  clearFilters,
  FILTER_KEYS,
  toggleFilter,
  type CatalogueSearchState,
  type FilterKey,
} from '../catalogue-search-state';
import { FILTER_TITLES } from '../quiz-labels';

/** Long lists (16 quiz types, the categories) show this many until "Show all"; selected values always show. */
const SHORT_LIST = 6;

function FilterGroup({
  filterKey,
  options,
  onToggle,
}: {
  filterKey: FilterKey;
  options: FacetOption[];
  onToggle: (value: string, on: boolean) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const long = options.length > SHORT_LIST + 1;
  const shown = expanded || !long ? options : options.filter((option, i) => i < SHORT_LIST || option.selected);
  return (
    <Fieldset
      legend={FILTER_TITLES[filterKey]}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <Stack gap={6}>
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            checked={option.selected}
            disabled={option.count === 0 && !option.selected}
            onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{option.label}</span>
                <Text span size="xs" c="dimmed">
                  ({formatNumber(option.count)})
                </Text>
              </Group>
            }
          />
        ))}
        {long ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setExpanded(!expanded)} w="fit-content">
            {expanded ? 'Show fewer' : `Show all ${options.length}`}
          </Button>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** Every filter with the number of quizzes each value would give in the current result (the server's facets). */
export function CatalogueFilters({
  state,
  facets,
  onChange,
}: {
  state: CatalogueSearchState;
  facets: CatalogueResult['facets'] | undefined;
  onChange: (next: CatalogueSearchState) => void;
}) {
  const groups = FILTER_KEYS.map((key) => ({ key, options: facetOptions(key, facets, state.filters[key]) })).filter(
    ({ options }) => options.length > 0,
  );
  return (
    <Stack gap="lg" component="section" aria-label="Filters">
      {activeFilterCount(state) > 0 ? (
        <Button variant="light" size="xs" onClick={() => onChange(clearFilters(state))} w="fit-content">
          Clear all filters
        </Button>
      ) : null}
      {groups.map(({ key, options }) => (
        <FilterGroup
          key={key}
          filterKey={key}
          options={options}
          onToggle={(value, on) => onChange(toggleFilter(state, key, value, on))}
        />
      ))}
    </Stack>
  );
}
