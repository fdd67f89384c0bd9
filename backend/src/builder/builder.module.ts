import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PacksModule } from '../catalogue';
import { CustomQuestionEntity } from '../catalogue/quizzes/custom-question.entity';
import { QuizEntity } from '../catalogue/quizzes/quiz.entity';
import { EntitlementsModule } from '../entitlements';
import { QuestionBankModule } from '../question-bank/question-bank.module';
import { BuilderController } from './builder.controller';
import { DraftMakerService } from './drafting/draft-maker.service';
import { BuilderDraftEntity } from './drafts/builder-draft.entity';
import { BuilderDraftsService } from './drafts/builder-drafts.service';
import { DraftChecksService } from './drafts/draft-checks.service';
import { BuilderImportService } from './import/builder-import.service';
import { BuilderSaveService } from './saving/builder-save.service';
import { BuiltQuizDeletionService } from './saving/built-quiz-deletion.service';
import { QuizToDraftService } from './saving/quiz-to-draft.service';

/**
 * The custom quiz builder (issue 14): drafts drawn from the bank through QuestionSource, edited and autosaved,
 * saved as the member's own private quiz (a quizzes row with an owner, its own questions in custom_questions) so
 * the catalogue's pack pipeline builds its four files and a host-led session can run it; CSV in and out.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BuilderDraftEntity, QuizEntity, CustomQuestionEntity]),
    QuestionBankModule,
    EntitlementsModule,
    PacksModule,
  ],
  controllers: [BuilderController],
  providers: [
    DraftMakerService,
    DraftChecksService,
    BuilderDraftsService,
    BuilderSaveService,
    QuizToDraftService,
    BuilderImportService,
    BuiltQuizDeletionService,
  ],
})
export class BuilderModule {}
