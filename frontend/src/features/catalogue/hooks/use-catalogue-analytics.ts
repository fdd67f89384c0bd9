import type { QuizDetail } from '@trivia/contracts';
import { useEffect, useRef } from 'react';
import { track } from '../../../lib/analytics';

/** One `search` event per query that finished loading (not per keystroke or page of the same query). */
export function useSearchAnalytics(query: string, resultsCount: number | undefined): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!query || resultsCount === undefined || reported.current === query) return;
    reported.current = query;
    track({ name: 'search', search_query: query, results_count: resultsCount });
  }, [query, resultsCount]);
}

/** A seasonal quiz's page seen (a conversion by the spec's weights), once per quiz shown. */
export function useSeasonalViewAnalytics(quiz: Pick<QuizDetail, 'id' | 'season' | 'archetype'> | undefined): void {
  const id = quiz?.id;
  const season = quiz?.season;
  const archetype = quiz?.archetype;
  useEffect(() => {
    if (id && season) track({ name: 'seasonal_view', seasonal_theme: season, quiz_id: id, archetype });
  }, [id, season, archetype]);
}
