import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdminController } from './admin.controller';

@Module({ imports: [MailModule], controllers: [AdminController] })
export class AdminModule {}
