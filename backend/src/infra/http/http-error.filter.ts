import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import type { ErrorBody, SocketAck } from '@trivia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { isDependencyDown } from './dependency-errors';
import { redact, reportError } from './error-reporting';
import { isProblemPath, PROBLEM_CONTENT_TYPE, toProblemDetails } from './problem-details';
import { encodePage } from './spa/page-encoding';
import { SpaPages } from './spa/spa-pages';

/** How long a client should wait before retrying while PostgreSQL or Redis is away. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Maps any failure to the catalogue shape `{ code, message }`; bad input is never a 500, a dependency down a 503. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppException) return { status: error.status, body: error.toBody(), headers: error.headers };
  const respond = (status: number, code: ErrorBody['code'], message: string, headers = {}) => ({
    status,
    body: { code, message },
    headers,
  });
  if (isDependencyDown(error))
    return respond(503, 'NET_004', 'A service we depend on is unavailable: try again in a few seconds', {
      'Retry-After': String(DEPENDENCY_RETRY_AFTER_SECONDS),
    });
  const status =
    error instanceof HttpException ? error.getStatus() : ((error as { statusCode?: number } | null)?.statusCode ?? 500);
  const message = error instanceof Error ? error.message : 'Unexpected error';
  if (status === 404) return respond(status, 'RES_001', 'Not found');
  if (status === 429) return respond(status, 'RATE_001', 'Too many requests');
  if (status === 413) return respond(400, 'VAL_001', 'Request body is too large');
  if (status === 415) return respond(400, 'VAL_001', 'Send the body as application/json');
  if (status >= 400 && status < 500) return respond(400, 'VAL_001', `Invalid request: ${message}`);
  return respond(500, 'NET_003', 'Internal server error');
}

const logger = new Logger('HttpError');

export function logIfServerError(status: number, error: unknown): void {
  if (status === 503) {
    logger.warn(redact(`Dependency unavailable: ${(error as Error)?.message ?? String(error)}`) as string);
    return;
  }
  if (status < 500) return;
  // Never an API key in the log, even one a message quoted.
  logger.error(redact(error instanceof Error ? (error.stack ?? error.message) : String(error)) as string);
  reportError(error);
}

/**
 * The one error answer of the app, for HTTP and for socket events: a REST call gets the catalogue body with its
 * status (and Retry-After where one applies), the developer API (/v1) the same as RFC 9457 problem+json; a socket
 * event's acknowledgement gets `{ ok: false, code, message }`.
 */
@Catch()
@Injectable()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly spa: SpaPages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() === 'ws') {
      this.answerSocket(error, host);
      return;
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const response = toErrorResponse(error);
    const { status, body, headers } = response;
    if (isProblemPath(request.url)) {
      logIfServerError(status, error);
      const problem = toProblemDetails(response, error, request, this.config.publicUrl);
      void reply.status(status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
      return;
    }
    // Paths the API does not know belong to the single-page app: a page of its route table, or its 404 page.
    if (
      status === 404 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      this.spa.serves(request.url, request.headers.accept)
    ) {
      void this.answerPage(request, reply);
      return;
    }
    logIfServerError(status, error);
    void reply.status(status).headers(headers).send(body);
  }

  private async answerPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const page = await this.spa.render(request.url, { cookies: request.cookies });
    if (page.status === 302) {
      void reply.header('Cache-Control', 'no-store').redirect(page.location, 302);
      return;
    }
    const { body, encoding } = encodePage(page.html, request.headers['accept-encoding']);
    void reply.status(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) void reply.header('Content-Encoding', encoding);
    void reply.type('text/html; charset=utf-8').send(body);
  }

  /** Socket.IO passes the acknowledgement as the handler's third argument, when the client asked for one. */
  private answerSocket(error: unknown, host: ArgumentsHost): void {
    const { status, body } = toErrorResponse(error);
    logIfServerError(status, error);
    const ack: unknown = host.getArgByIndex(2);
    const refusal: SocketAck = { ok: false, code: body.code, message: body.message };
    if (typeof ack === 'function') (ack as (response: SocketAck) => void)(refusal);
  }
}
