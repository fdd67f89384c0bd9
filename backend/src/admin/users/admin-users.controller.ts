import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  type AdminUser,
  type AdminUserPage,
  adminUserQuerySchema,
  setUserRoleRequestSchema,
  setUserStatusRequestSchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../../common/zod-validation.pipe';
import { Roles } from '../../identity';
import { type AdminActor, CurrentAdmin } from '../admin-actor';
import { AdminUserIdPipe } from '../admin-id.pipe';
import { AdminUsersService } from './admin-users.service';

@Controller('admin/users')
@Roles('ADMIN')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  search(@Query(validate(adminUserQuerySchema)) query: z.output<typeof adminUserQuerySchema>): Promise<AdminUserPage> {
    return this.users.search(query);
  }

  @Put(':id/role')
  setRole(
    @CurrentAdmin() actor: AdminActor,
    @Param('id', AdminUserIdPipe) id: string,
    @Body(validate(setUserRoleRequestSchema)) body: z.output<typeof setUserRoleRequestSchema>,
  ): Promise<AdminUser> {
    return this.users.setRole(actor, id, body.role);
  }

  @Put(':id/status')
  setStatus(
    @CurrentAdmin() actor: AdminActor,
    @Param('id', AdminUserIdPipe) id: string,
    @Body(validate(setUserStatusRequestSchema)) body: z.output<typeof setUserStatusRequestSchema>,
  ): Promise<AdminUser> {
    return this.users.setDisabled(actor, id, body.disabled);
  }
}
