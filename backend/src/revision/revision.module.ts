import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { GuestPracticeListener } from './guest-practice.listener';
import { PracticeAttemptEntity } from './practice-attempt.entity';
import { PracticeService } from './practice.service';
import { RevisionController } from './revision.controller';
import { RevisionSetsService } from './revision-sets.service';
import { RevisionPages } from './revision-pages';

/**
 * Revision (issue 16 §1): GCSE and A-level sets drawn from the bank's curriculum tags, counted for the audience
 * pages and played alone as practice quizzes. Hosting a set live is the Arena's host-led session with a curriculum.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PracticeAttemptEntity]), QuestionBankModule, IdentityModule],
  controllers: [RevisionController],
  providers: [RevisionSetsService, PracticeService, GuestPracticeListener, RevisionPages],
})
export class RevisionModule {}
