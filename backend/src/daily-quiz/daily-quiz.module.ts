import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { LiveCountersModule } from '../live/live-counters.module';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { DailyAttemptsService } from './daily-attempts.service';
import { DailyPlayersService } from './daily-players.service';
import { DailyQuizController } from './daily-quiz.controller';
import { DailyQuizzesService } from './daily-quizzes.service';
import { DailyRanksService } from './daily-ranks.service';
import { GuestProgressService } from './guest-progress.service';
import { UserStatsController } from './user-stats.controller';
import { UserStatsService } from './user-stats.service';

@Module({
  imports: [QuestionBankModule, LiveCountersModule, AnalyticsModule],
  controllers: [DailyQuizController, UserStatsController],
  providers: [
    DailyQuizzesService,
    DailyAttemptsService,
    DailyPlayersService,
    DailyRanksService,
    UserStatsService,
    GuestProgressService,
  ],
  exports: [DailyPlayersService, GuestProgressService],
})
export class DailyQuizModule {}
