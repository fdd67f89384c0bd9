import { Controller, Get, Header, Inject, Query, Req } from '@nestjs/common';
import { type ApiDocsDocumentQuery, apiDocsDocumentQuerySchema } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { validate } from '../../common/zod-validation.pipe';
import { CurrentPrincipal, type Principal, Public } from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { DocsViewsService } from './docs-views.service';

/** GET /api/docs/openapi.json: the developer API's OpenAPI 3.1 document, public, for the docs page and any tool. */
@Public()
@Controller('docs')
export class DocsController {
  private readonly document: OpenApiDocument;

  constructor(
    private readonly views: DocsViewsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Built once: it depends only on the contracts and the configuration.
    this.document = buildOpenApiDocument({
      publicUrl: config.publicUrl,
      openTdbRequestsPer5Seconds: config.openTdbRequestsPer5Seconds,
    });
  }

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  @Header('Access-Control-Allow-Origin', '*')
  async openApi(
    @Query(validate(apiDocsDocumentQuerySchema)) query: ApiDocsDocumentQuery,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<OpenApiDocument> {
    if (query.view === 'page') await this.views.recordView(principal, request.ip);
    return this.document;
  }
}
