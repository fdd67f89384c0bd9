import { Controller, Get } from '@nestjs/common';
import type { AdminBankStats, FlaggedAttemptsResponse, OutboxResponse } from '@trivia/contracts';
import { DailyPaceService } from '../daily-quiz/daily-pace.service';
import { Roles } from '../identity';
import { MailService } from '../mail/mail.service';
import { AdminBankStatsService } from './question-bank/admin-bank-stats.service';

@Controller('admin')
@Roles('ADMIN')
export class AdminController {
  constructor(
    private readonly mail: MailService,
    private readonly pace: DailyPaceService,
    private readonly bank: AdminBankStatsService,
  ) {}

  @Get('mail-outbox')
  async mailOutbox(): Promise<OutboxResponse> {
    return { messages: await this.mail.recent() };
  }

  /** Daily quiz attempts kept out of the ranks for answering faster than a person can read. */
  @Get('flagged-attempts')
  flaggedAttempts(): Promise<FlaggedAttemptsResponse> {
    return this.pace.flagged();
  }

  /** Counts by category, difficulty, type, QC result and season, and the bank version the database holds. */
  @Get('question-bank')
  questionBank(): Promise<AdminBankStats> {
    return this.bank.stats();
  }
}
