import { Injectable, type OnModuleInit } from '@nestjs/common';
import { dailyQuizKindSchema, quizDateSchema } from '@trivia/contracts';
import { SpaRouteChecks } from '../infra/http/spa/spa-route-checks';

/** A calendar date written as YYYY-MM-DD that exists (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!quizDateSchema.safeParse(value).success) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** `/daily-quizzes/leaderboard/:kind/:date` exists for the two quiz kinds and real dates; anything else is a 404. */
@Injectable()
export class LeaderboardPages implements OnModuleInit {
  constructor(private readonly checks: SpaRouteChecks) {}

  onModuleInit(): void {
    this.checks.register('/daily-quizzes/leaderboard/:kind/:date', ({ kind, date }) => {
      const known = dailyQuizKindSchema.safeParse(kind).success && isCalendarDate(date ?? '');
      return Promise.resolve(known ? {} : null);
    });
  }
}
