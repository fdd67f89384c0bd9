import { Module } from '@nestjs/common';
import { DailyQuizModule } from '../daily-quiz/daily-quiz.module';
import { MailModule } from '../mail/mail.module';
import { AdminController } from './admin.controller';

@Module({ imports: [MailModule, DailyQuizModule], controllers: [AdminController] })
export class AdminModule {}
