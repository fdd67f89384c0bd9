import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../analytics/analytics.module';
import { IdentityModule } from '../identity/identity.module';
import { LiveCountersModule } from '../live/live-counters.module';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { DailyAttemptStartsService } from './daily-attempt-starts.service';
import { DailyAttemptsService } from './daily-attempts.service';
import { DailyPaceService } from './daily-pace.service';
import { DailyPlayersService } from './daily-players.service';
import { DailyQuizController } from './daily-quiz.controller';
import { DailyAnswerEntity, DailyAttemptEntity, DailyQuizEntity } from './daily-quiz.entities';
import { DailyQuizzesService } from './daily-quizzes.service';
import { DailyRanksService } from './daily-ranks.service';
import { GuestAttemptsListener } from './guest-attempts.listener';
import { LeaderboardPages } from './leaderboard-pages';
import { UserStatsController } from './user-stats.controller';
import { UserStatsService } from './user-stats.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([DailyQuizEntity, DailyAttemptEntity, DailyAnswerEntity]),
    QuestionBankModule,
    LiveCountersModule,
    AnalyticsModule,
    IdentityModule,
  ],
  controllers: [DailyQuizController, UserStatsController],
  providers: [
    LeaderboardPages,
    DailyQuizzesService,
    DailyAttemptsService,
    DailyPlayersService,
    DailyRanksService,
    UserStatsService,
    GuestAttemptsListener,
    DailyAttemptStartsService,
    DailyPaceService,
  ],
  exports: [DailyPlayersService, DailyPaceService],
})
export class DailyQuizModule {}
