import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CatalogueResult, QuizDetail } from '@trivia/contracts';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type Principal, Public } from '../../identity';
import { type CatalogueSearch, catalogueSearchQuery } from './catalogue-search-sql';
import { CatalogueSearchService } from './catalogue-search.service';
import { QuizDetailService } from './quiz-detail.service';
import { QuizSlugPipe } from './quiz-slug.pipe';

/** The catalogue is open to everyone: browsing and previewing sell the packs. */
@Public()
@Controller('quizzes')
export class QuizzesController {
  constructor(
    private readonly catalogue: CatalogueSearchService,
    private readonly quizzes: QuizDetailService,
  ) {}

  @Get()
  search(@Query(validate(catalogueSearchQuery)) query: CatalogueSearch): Promise<CatalogueResult> {
    return this.catalogue.search(query);
  }

  @Get(':slug')
  detail(@Param('slug', QuizSlugPipe) slug: string, @CurrentPrincipal() principal: Principal): Promise<QuizDetail> {
    return this.quizzes.detail(slug, principal);
  }
}
