import { Module } from '@nestjs/common';
import { DailyQuizModule } from '../daily-quiz/daily-quiz.module';
import { LiveGateway } from './live.gateway';

@Module({ imports: [DailyQuizModule], providers: [LiveGateway] })
export class LiveModule {}
