import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type V1AnswerCheckRequest,
  type V1AnswerCheckResponse,
  v1AnswerCheckRequestSchema,
  type V1CategoriesResponse,
  type V1Question,
  type V1QuestionsQuery,
  v1QuestionsQuerySchema,
} from '@trivia/contracts';
import { validate } from '../../common/zod-validation.pipe';
import { ApiKeyAuth, type ApiKeyPrincipal, CurrentApiCaller } from '../keys';
import { V1QueryPipe, V1QuestionIdPipe } from './v1-pipes';
import { V1QuestionsService } from './v1-questions.service';

/** The developer API's questions (issue 15 §1): every route needs an API key and goes through its tier's limits. */
@ApiKeyAuth()
@Controller('v1')
export class V1QuestionsController {
  constructor(private readonly questions: V1QuestionsService) {}

  /** A V1QuestionsResponse, sent as the JSON text the service joins from its questions' JSON. */
  @Get('questions')
  @Header('Content-Type', 'application/json; charset=utf-8')
  list(
    @Query(new V1QueryPipe(v1QuestionsQuerySchema)) query: V1QuestionsQuery,
    @CurrentApiCaller() caller: ApiKeyPrincipal,
  ): Promise<string> {
    return this.questions.questionsJson(query, caller);
  }

  @Get('questions/:id')
  one(@Param('id', V1QuestionIdPipe) id: string): V1Question {
    return this.questions.question(id);
  }

  /** Secret keys only (a publishable key is read-only), on tiers with answer checking. */
  @Post('questions/:id/check')
  @HttpCode(200)
  check(
    @Param('id', V1QuestionIdPipe) id: string,
    @Body(validate(v1AnswerCheckRequestSchema)) body: V1AnswerCheckRequest,
    @CurrentApiCaller() caller: ApiKeyPrincipal,
  ): V1AnswerCheckResponse {
    return this.questions.check(id, body.answer, caller.tier);
  }

  @Get('categories')
  categories(): V1CategoriesResponse {
    return this.questions.categories();
  }
}
