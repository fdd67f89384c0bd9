import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  type BuilderDraft,
  type BuilderDraftSettings,
  type BuilderHome,
  type BuilderImportRequest,
  type BuilderImportResponse,
  builderImportRequestSchema,
  createBuilderDraftRequestSchema,
  type SaveBuilderDraftRequest,
  saveBuilderDraftRequestSchema,
  type SavedBuilderQuiz,
  type SwapBuilderQuestionRequest,
  swapBuilderQuestionRequestSchema,
} from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { validate } from '../common/zod-validation.pipe';
import { RequiresFeature } from '../entitlements';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { builderBody } from './builder-body.pipe';
import { BuilderDraftsService } from './drafts/builder-drafts.service';
import { BuilderImportService } from './import/builder-import.service';
import { BuilderSaveService } from './saving/builder-save.service';
import { BuiltQuizDeletionService } from './saving/built-quiz-deletion.service';
import { QuizToDraftService } from './saving/quiz-to-draft.service';

/** The custom quiz builder: members whose plan includes it (DL_001 with View Plans for everyone else). */
@RequiresFeature('custom_builder')
@Controller('builder')
export class BuilderController {
  constructor(
    private readonly drafts: BuilderDraftsService,
    private readonly saving: BuilderSaveService,
    private readonly quizzes: QuizToDraftService,
    private readonly csv: BuilderImportService,
    private readonly deletion: BuiltQuizDeletionService,
  ) {}

  @Get()
  home(@CurrentPrincipal('member') member: MemberPrincipal): Promise<BuilderHome> {
    return this.drafts.home(member);
  }

  @Post('drafts')
  start(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(builderBody(createBuilderDraftRequestSchema)) settings: BuilderDraftSettings,
  ): Promise<BuilderDraft> {
    return this.drafts.start(member, settings);
  }

  @Get('drafts/:id')
  draft(@CurrentPrincipal('member') member: MemberPrincipal, @Param('id') id: string): Promise<BuilderDraft> {
    return this.drafts.get(member, id);
  }

  @Put('drafts/:id')
  autosave(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id') id: string,
    @Body(builderBody(saveBuilderDraftRequestSchema)) request: SaveBuilderDraftRequest,
  ): Promise<BuilderDraft> {
    return this.drafts.update(member, id, request);
  }

  @Delete('drafts/:id')
  @HttpCode(204)
  remove(@CurrentPrincipal('member') member: MemberPrincipal, @Param('id') id: string): Promise<void> {
    return this.drafts.remove(member, id);
  }

  @Post('drafts/:id/swap')
  @HttpCode(200)
  async swap(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id') id: string,
    @Body(validate(swapBuilderQuestionRequestSchema)) request: SwapBuilderQuestionRequest,
  ) {
    return { question: await this.drafts.swap(member, id, request) };
  }

  @Post('drafts/:id/save')
  @HttpCode(200)
  save(@CurrentPrincipal('member') member: MemberPrincipal, @Param('id') id: string): Promise<SavedBuilderQuiz> {
    return this.saving.save(member, id);
  }

  @Get('drafts/:id/export.csv')
  async export(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.csv.export(member, id);
    void reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', file.contentDisposition)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  }

  @Post('import')
  import(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(builderBody(builderImportRequestSchema)) request: BuilderImportRequest,
  ): Promise<BuilderImportResponse> {
    return this.csv.import(member, request);
  }

  /** The month's custom quiz it took is not given back. */
  @Delete('quizzes/:slug')
  @HttpCode(204)
  removeQuiz(@CurrentPrincipal('member') member: MemberPrincipal, @Param('slug') slug: string): Promise<void> {
    return this.deletion.remove(member, slug);
  }

  @Post('quizzes/:slug/edit')
  @HttpCode(200)
  edit(@CurrentPrincipal('member') member: MemberPrincipal, @Param('slug') slug: string): Promise<BuilderDraft> {
    return this.quizzes.edit(member, slug);
  }
}
