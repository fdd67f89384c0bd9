import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { BankQuestionPicker } from './composition/bank-question-picker';
import { LibraryController } from './library/library.controller';
import { LibraryService } from './library/library.service';
import { PacksModule } from './packs/packs.module';
import { CatalogueSearchService } from './quizzes/catalogue-search.service';
import { QuizEntity } from './quizzes/quiz.entity';
import { QuizDetailService } from './quizzes/quiz-detail.service';
import { QuizPages } from './quizzes/quiz-pages';
import { QuizzesController } from './quizzes/quizzes.controller';
import { CatalogueClock } from './releases/catalogue-clock';
import { ReleaseCalendarService } from './releases/release-calendar.service';
import { ReleasesService } from './releases/releases.service';

/**
 * The catalogue (issue 12): published quizzes, their daily releases, search, detail and members' libraries; the
 * packs (files, downloads, free sample, flags) come in with PacksModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([QuizEntity]), QuestionBankModule, PacksModule],
  controllers: [QuizzesController, LibraryController],
  providers: [
    BankQuestionPicker,
    CatalogueClock,
    ReleasesService,
    ReleaseCalendarService,
    CatalogueSearchService,
    QuizDetailService,
    LibraryService,
    QuizPages,
  ],
  exports: [ReleasesService, CatalogueClock],
})
export class CatalogueModule {}
