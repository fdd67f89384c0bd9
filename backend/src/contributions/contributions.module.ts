import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { AdminContributionsController } from './admin-contributions.controller';
import { ContributionEntity } from './contribution.entity';
import { ContributionModerationService } from './contribution-moderation.service';
import { ContributionsController } from './contributions.controller';
import { ContributionsService } from './contributions.service';

/** Community contributions (issue 14): members propose questions, admins moderate, approved ones join the bank. */
@Module({
  imports: [TypeOrmModule.forFeature([ContributionEntity]), QuestionBankModule, AdminModule],
  controllers: [ContributionsController, AdminContributionsController],
  providers: [ContributionsService, ContributionModerationService],
})
export class ContributionsModule {}
