import { Body, Controller, Post, Req } from '@nestjs/common';
import { type EnquiryInput, type EnquiryReceipt, enquiryRequestSchema } from '@trivia/contracts';
import type { FastifyRequest } from 'fastify';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type Principal, Public } from '../identity';
import { EnquiriesService } from './enquiries.service';

/** The contact forms of the sales pages: guests may send (with a CSRF token, as for sign-up). */
@Controller('enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Public()
  @Post()
  submit(
    @Body(validate(enquiryRequestSchema)) body: EnquiryInput,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EnquiryReceipt> {
    return this.enquiries.submit(body, request.ip, principal);
  }
}
