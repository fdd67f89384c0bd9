import { Controller, Get } from '@nestjs/common';
import type { OutboxResponse } from '@trivia/contracts';
import { Roles } from '../identity';
import { MailService } from '../mail/mail.service';

@Controller('admin')
@Roles('ADMIN')
export class AdminController {
  constructor(private readonly mail: MailService) {}

  @Get('mail-outbox')
  async mailOutbox(): Promise<OutboxResponse> {
    return { messages: await this.mail.recent() };
  }
}
