import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  type BillingOverview,
  type ChangePlanRequest,
  changePlanRequestSchema,
  type CheckoutRequest,
  checkoutRequestSchema,
  type CheckoutResult,
  checkoutSessionIdSchema,
  type RedirectResponse,
  type ProductLine,
  refundRequestSchema,
  subscriptionLineRequestSchema,
} from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { BillingService } from './account/billing.service';
import { MoneyBackService } from './account/money-back.service';
import { CheckoutService } from './checkout/checkout.service';
import { ReceiptsService } from './receipts/receipts.service';

/** /billing and checkout, for the logged-in member (every mutation needs the CSRF token, as elsewhere). */
@Controller('billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly checkout: CheckoutService,
    private readonly moneyBack: MoneyBackService,
    private readonly receipts: ReceiptsService,
  ) {}

  @Get()
  overview(@CurrentPrincipal('member') principal: MemberPrincipal): Promise<BillingOverview> {
    return this.billing.overview(principal.userId);
  }

  @Post('checkout')
  @HttpCode(200)
  startCheckout(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Body(validate(checkoutRequestSchema)) body: CheckoutRequest,
  ): Promise<RedirectResponse> {
    return this.checkout.start(principal, body);
  }

  @Get('checkout/:sessionId')
  checkoutResult(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Param('sessionId', validate(checkoutSessionIdSchema)) sessionId: string,
  ): Promise<CheckoutResult> {
    return this.checkout.result(principal, sessionId);
  }

  @Post('change-plan')
  @HttpCode(200)
  changePlan(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Body(validate(changePlanRequestSchema)) body: ChangePlanRequest,
  ): Promise<BillingOverview> {
    return this.billing.changePlan(principal.userId, body);
  }

  /** The site plan's subscription unless the body names `{ line: 'api' }`. */
  @Post('cancel')
  @HttpCode(200)
  cancel(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Body(validate(subscriptionLineRequestSchema)) body: { line: ProductLine },
  ): Promise<BillingOverview> {
    return this.billing.cancel(principal.userId, body.line);
  }

  @Post('resume')
  @HttpCode(200)
  resume(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Body(validate(subscriptionLineRequestSchema)) body: { line: ProductLine },
  ): Promise<BillingOverview> {
    return this.billing.resume(principal.userId, body.line);
  }

  /** The body confirms the member understands access ends (validated) and names the line (the site plan by default). */
  @Post('refund')
  @HttpCode(200)
  refund(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Body(validate(refundRequestSchema)) body: { line: ProductLine },
  ): Promise<BillingOverview> {
    return this.moneyBack.refund(principal.userId, body.line);
  }

  @Post('portal')
  @HttpCode(200)
  portal(@CurrentPrincipal('member') principal: MemberPrincipal): Promise<RedirectResponse> {
    return this.billing.portal(principal.userId);
  }

  @Get('invoices/:id/receipt.pdf')
  async receipt(
    @CurrentPrincipal('member') principal: MemberPrincipal,
    @Param('id') invoiceId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, pdf } = await this.receipts.receipt(principal.user, invoiceId);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  }
}
