import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CsrfExempt, Public } from '../../identity';
import { WebhookIngestService } from './webhook-ingest.service';

/**
 * The payment provider's webhook: no session and no CSRF token, proved instead by `stripe-signature` over the
 * raw body (kept by Nest's rawBody option; the parsed body is not used). 200 once the event is recorded.
 */
@Controller('billing')
export class BillingWebhookController {
  constructor(private readonly ingest: WebhookIngestService) {}

  @Post('webhook')
  @Public()
  @CsrfExempt()
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.ingest.ingest(request.rawBody, signature);
    return { received: true };
  }
}
