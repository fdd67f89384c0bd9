import { planLabel, seasonalThemeAt, type AttemptState, type User } from '@trivia/contracts';
import type { AnalyticsParams } from '../../lib/analytics';

/** Spec section 3's analytics fields for a daily quiz event. */
export function quizEventParams(state: AttemptState, user: User | null, now: Date): AnalyticsParams {
  const params: AnalyticsParams = {
    quiz_id: `${state.kind}-${state.date}`,
    quiz_type: state.kind,
    difficulty: 'mixed',
    seasonal_theme: seasonalThemeAt(now)?.holiday ?? 'none',
    subscription_tier: user ? planLabel(user) : 'visitor',
    ranked: state.ranked,
  };
  if (state.result) params.duration = Math.round(state.result.elapsedMs / 1000);
  return params;
}

/** A start that answered an attempt with nothing answered yet is a real start, not a resume. */
export function isFreshStart(state: AttemptState): boolean {
  return state.answered.length === 0 && state.result === null;
}
