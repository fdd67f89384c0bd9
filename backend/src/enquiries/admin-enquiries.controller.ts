import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  adminEnquiriesQuerySchema,
  type AdminEnquiryPage,
  type Enquiry,
  updateEnquiryRequestSchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { type AdminActor, CurrentAdmin } from '../admin';
import { validate } from '../common/zod-validation.pipe';
import { Roles } from '../identity';
import { AdminEnquiriesService } from './admin-enquiries.service';
import { EnquiryIdPipe } from './enquiry-id.pipe';

/** Enquiries in /admin: the list by kind and status, and marking where the team is with one. */
@Controller('admin/enquiries')
@Roles('ADMIN')
export class AdminEnquiriesController {
  constructor(private readonly enquiries: AdminEnquiriesService) {}

  @Get()
  list(
    @Query(validate(adminEnquiriesQuerySchema)) query: z.output<typeof adminEnquiriesQuerySchema>,
  ): Promise<AdminEnquiryPage> {
    return this.enquiries.list(query);
  }

  @Patch(':id')
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param('id', EnquiryIdPipe) id: string,
    @Body(validate(updateEnquiryRequestSchema)) body: z.output<typeof updateEnquiryRequestSchema>,
  ): Promise<Enquiry> {
    return this.enquiries.setStatus(actor, id, body.status);
  }
}
