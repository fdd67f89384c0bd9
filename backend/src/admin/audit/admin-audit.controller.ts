import { Controller, Get, Query } from '@nestjs/common';
import { type AdminAuditPage, adminAuditQuerySchema } from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { Roles } from '../../identity';
import { AdminAuditService } from './admin-audit.service';

@Controller('admin/audit-log')
@Roles('ADMIN')
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditService) {}

  @Get()
  list(@Query(validate(adminAuditQuerySchema)) query: z.output<typeof adminAuditQuerySchema>): Promise<AdminAuditPage> {
    return this.audit.list(query);
  }
}
