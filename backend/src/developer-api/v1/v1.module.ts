import { Module } from '@nestjs/common';
import { QuestionBankModule } from '../../question-bank/question-bank.module';
import { DeveloperKeysModule } from '../keys';
import { V1QuestionsController } from './v1-questions.controller';
import { V1QuestionsService } from './v1-questions.service';
import { V1SessionsController } from './v1-sessions.controller';
import { V1SessionsService } from './v1-sessions.service';

/** The developer quiz API, version 1 (issue 15 §1): questions, categories, sessions and answer checks under /v1. */
@Module({
  imports: [QuestionBankModule, DeveloperKeysModule],
  controllers: [V1QuestionsController, V1SessionsController],
  providers: [V1QuestionsService, V1SessionsService],
})
export class V1Module {}
