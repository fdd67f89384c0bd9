import { AnalyticsEventEntity } from '../../analytics/analytics-event.entity';
import { MfaBackupCodeEntity } from '../../auth/mfa/mfa-backup-code.entity';
import { SessionEntity } from '../../auth/session/session.entity';
import { LoginFailureEntity } from '../../auth/throttle/login-failure.entity';
import { FeatureFlagEntity } from '../../feature-flags/feature-flag.entity';
import { MailOutboxEntity } from '../../mail/mail-outbox.entity';
import { UserEntity } from '../../users/user.entity';
import { Accounts1763700000000 } from './migrations/1763700000000-accounts';
import { DailyQuizzes1763800000000 } from './migrations/1763800000000-daily-quizzes';
import { ArenaResults1763900000000 } from './migrations/1763900000000-arena-results';
import { MailDelivery1764300000000 } from './migrations/1764300000000-mail-delivery';
import {
  ContentVersionEntity,
  DailyAnswerEntity,
  DailyAttemptEntity,
  DailyQuizEntity,
} from '../../daily-quiz/daily-quiz.entities';
import { QuestionEntity } from '../../question-bank/question.entity';

export const ENTITIES = [
  UserEntity,
  MfaBackupCodeEntity,
  SessionEntity,
  LoginFailureEntity,
  MailOutboxEntity,
  FeatureFlagEntity,
  AnalyticsEventEntity,
  QuestionEntity,
  ContentVersionEntity,
  DailyQuizEntity,
  DailyAttemptEntity,
  DailyAnswerEntity,
];

export const MIGRATIONS = [
  Accounts1763700000000,
  DailyQuizzes1763800000000,
  ArenaResults1763900000000,
  MailDelivery1764300000000,
];
