import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  type TestCheckoutSession,
  testCardPaymentRequestSchema,
  type testPaymentResultSchema,
} from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { Public } from '../../identity';
import { TestPaymentsService } from './test-payments.service';

const sessionId = validate(z.string().regex(/^cs_test_[a-f0-9]{24}$/, { error: 'Unknown checkout' }));

/**
 * The built-in test provider's checkout API (mounted only when Stripe is not configured). Public like a
 * provider's hosted page; the pay call is a cookie-borne mutation, so it needs the CSRF token as every other does.
 */
@Public()
@Controller('test-payments')
export class TestPaymentsController {
  constructor(private readonly payments: TestPaymentsService) {}

  @Get('sessions/:id')
  session(@Param('id', sessionId) id: string): Promise<TestCheckoutSession> {
    return this.payments.session(id);
  }

  @Post('sessions/:id/pay')
  @HttpCode(200)
  pay(
    @Param('id', sessionId) id: string,
    @Body(validate(testCardPaymentRequestSchema)) body: z.output<typeof testCardPaymentRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<z.infer<typeof testPaymentResultSchema>> {
    return this.payments.pay(id, body, request.ip);
  }
}
