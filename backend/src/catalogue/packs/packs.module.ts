import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from '../../analytics/analytics.module';
import { EntitlementsModule } from '../../entitlements';
import { QuestionBankModule } from '../../question-bank/question-bank.module';
import { CustomQuestionEntity } from '../quizzes/custom-question.entity';
import { QuizEntity } from '../quizzes/quiz.entity';
import { FlagsController } from './flags.controller';
import { FreeSampleService } from './free-sample.service';
import { PackDownloadsService } from './pack-downloads.service';
import { PackFilesService } from './pack-files.service';
import { PacksController } from './packs.controller';
import { QuizQuestionsService } from './quiz-questions.service';
import { QuizUsesService } from './quiz-uses.service';

/**
 * Quiz packs: the four files of each quiz built on the job queue and kept in file storage, member downloads
 * against the plan's quota (the rule live sessions of a quiz share: QuizUsesService), this week's free sample,
 * and the flag pictures; the questions of any quiz, a member's own builder quiz included (QuizQuestionsService).
 * The catalogue module imports it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([QuizEntity, CustomQuestionEntity]),
    QuestionBankModule,
    EntitlementsModule,
    AnalyticsModule,
  ],
  controllers: [PacksController, FlagsController],
  providers: [PackFilesService, PackDownloadsService, FreeSampleService, QuizUsesService, QuizQuestionsService],
  exports: [PackFilesService, FreeSampleService, QuizUsesService, QuizQuestionsService],
})
export class PacksModule {}
