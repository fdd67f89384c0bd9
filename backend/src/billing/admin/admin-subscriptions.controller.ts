import { Controller, Get } from '@nestjs/common';
import type { AdminSubscriptions } from '@trivia/contracts';
import { Roles } from '../../identity';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

@Controller('admin/subscriptions')
@Roles('ADMIN')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  /** Every subscription with its status and MRR, for /admin. */
  @Get()
  list(): Promise<AdminSubscriptions> {
    return this.subscriptions.list();
  }
}
