import { Injectable, type OnModuleInit } from '@nestjs/common';
import { dailyQuizKindSchema, isCalendarDate } from '@trivia/contracts';
import { SpaRouteChecks } from '../infra/http/spa/spa-route-checks';

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
