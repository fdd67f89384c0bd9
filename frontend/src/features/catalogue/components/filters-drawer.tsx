import { Button, Drawer, Stack } from '@mantine/core';
import type { CatalogueResult } from '@trivia/contracts';
import { countLabel } from '../../../lib/format';
import type { CatalogueSearchState } from '../catalogue-search-state';
import { CatalogueFilters } from './catalogue-filters';

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  state: CatalogueSearchState;
  result: CatalogueResult | undefined;
  onChange: (next: CatalogueSearchState) => void;
}

/**
 * The filters on a narrow screen, in a drawer from the left. Its own chunk: the drawer (Mantine's modal base, focus
 * trap and scroll area) loads when a visitor first reaches for the Filters button, not with the page.
 */
export function FiltersDrawer({ opened, onClose, state, result, onChange }: FiltersDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="left" size="85%">
      <Stack gap="lg">
        <CatalogueFilters state={state} facets={result?.facets} onChange={onChange} />
        <Button onClick={onClose} fullWidth>
          {result ? `Show ${countLabel(result.total, 'quiz', 'quizzes')}` : 'Show quizzes'}
        </Button>
      </Stack>
    </Drawer>
  );
}
