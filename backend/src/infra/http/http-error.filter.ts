import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Injectable, Logger } from '@nestjs/common';
import type { ErrorBody } from '@trivia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { reportError } from './error-reporting';
import { SpaIndex } from './spa-index';

/** Maps any failure to the catalogue shape `{ code, message }`; bad input is never a 500. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppException) return { status: error.status, body: error.toBody() };
  const status =
    error instanceof HttpException ? error.getStatus() : ((error as { statusCode?: number } | null)?.statusCode ?? 500);
  const message = error instanceof Error ? error.message : 'Unexpected error';
  if (status === 404) return { status, body: { code: 'RES_001', message: 'Not found' } };
  if (status === 429) return { status, body: { code: 'RATE_001', message: 'Too many requests' } };
  if (status === 413) return { status: 400, body: { code: 'VAL_001', message: 'Request body is too large' } };
  if (status === 415) return { status: 400, body: { code: 'VAL_001', message: 'Send the body as application/json' } };
  if (status >= 400 && status < 500)
    return { status: 400, body: { code: 'VAL_001', message: `Invalid request: ${message}` } };
  return { status: 500, body: { code: 'NET_003', message: 'Internal server error' } };
}

const logger = new Logger('HttpError');

export function logIfServerError(status: number, error: unknown): void {
  if (status < 500) return;
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  reportError(error);
}

@Catch()
@Injectable()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly spa: SpaIndex) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body } = toErrorResponse(error);
    // Paths the API does not know belong to the single-page app, which shows its own 404 page.
    const html =
      status === 404 && request.method === 'GET' ? this.spa.htmlFor(request.url, request.headers.accept) : null;
    if (html) {
      void reply.status(200).type('text/html; charset=utf-8').send(html);
      return;
    }
    logIfServerError(status, error);
    void reply.status(status).send(body);
  }
}
