import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OPENTDB_CODES,
  openTdbCountQuerySchema,
  openTdbQuestionsQuerySchema,
  openTdbTokenQuerySchema,
} from '@trivia/contracts';
import { Public } from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import { allowOpenTdbCall, openTdbLookupsPolicy, openTdbQuestionsPolicy } from './opentdb-rate-limit';
import { OpenTdbService } from './opentdb.service';

/** The root paths of opentdb.com, served outside the /api prefix (app.factory leaves them out of it). */
export const OPENTDB_PATHS = ['api.php', 'api_token.php', 'api_category.php', 'api_count.php', 'api_count_global.php'];

/** Empty parameters read as absent, as on opentdb.com (`category=` is any category); a repeated one is invalid. */
const present = (query: unknown) =>
  Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== ''));

const rateLimited = { response_code: OPENTDB_CODES.rateLimit, results: [] };

/**
 * The Open Trivia DB–compatible surface (issue 15 §2): the same paths, parameters, JSON and response codes as
 * opentdb.com, so an app written for it works by changing only the origin. GET only, public, no cookies: CSRF has
 * nothing to guard and any origin may call it (opentdb.com allows them all).
 */
@Public()
@Controller()
export class OpenTdbController {
  private readonly questionsPolicy: RateLimitPolicy;
  private readonly lookupsPolicy: RateLimitPolicy;

  constructor(
    private readonly openTdb: OpenTdbService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.questionsPolicy = openTdbQuestionsPolicy(config.openTdbRequestsPer5Seconds);
    this.lookupsPolicy = openTdbLookupsPolicy(config.rateLimitPerMinute);
  }

  @Get('api.php')
  async questions(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!(await this.allow(this.questionsPolicy, request, reply))) return rateLimited;
    const parsed = openTdbQuestionsQuerySchema.safeParse(present(query));
    if (!parsed.success) return { response_code: OPENTDB_CODES.invalidParameter, results: [] };
    return this.openTdb.questions(parsed.data);
  }

  @Get('api_token.php')
  async token(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!(await this.allow(this.lookupsPolicy, request, reply))) return rateLimited;
    const parsed = openTdbTokenQuerySchema.safeParse(present(query));
    if (!parsed.success) {
      return { response_code: OPENTDB_CODES.invalidParameter, response_message: 'Invalid command or token' };
    }
    if (parsed.data.command === 'request') {
      const token = await this.openTdb.requestToken();
      return { response_code: OPENTDB_CODES.success, response_message: 'Token Generated Successfully!', token };
    }
    const { token } = parsed.data;
    if (!(await this.openTdb.resetToken(token))) {
      return { response_code: OPENTDB_CODES.tokenNotFound, response_message: 'Token Not Found' };
    }
    return { response_code: OPENTDB_CODES.success, token };
  }

  @Get('api_category.php')
  async categories(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!(await this.allow(this.lookupsPolicy, request, reply))) return rateLimited;
    return { trivia_categories: this.openTdb.categories() };
  }

  @Get('api_count.php')
  async count(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!(await this.allow(this.lookupsPolicy, request, reply))) return rateLimited;
    const parsed = openTdbCountQuerySchema.safeParse(present(query));
    if (!parsed.success) return { response_code: OPENTDB_CODES.invalidParameter };
    return { category_id: parsed.data.category, category_question_count: this.openTdb.count(parsed.data.category) };
  }

  @Get('api_count_global.php')
  async globalCount(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!(await this.allow(this.lookupsPolicy, request, reply))) return rateLimited;
    return this.openTdb.globalCount();
  }

  /** Every answer: public, never cached (each call draws afresh), open to any origin; then the rate limit. */
  private allow(policy: RateLimitPolicy, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    void reply.headers({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-store',
    });
    return allowOpenTdbCall(this.limiter, policy, request.ip, reply);
  }
}
