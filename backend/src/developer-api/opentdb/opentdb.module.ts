import { Module } from '@nestjs/common';
import { QuestionBankModule } from '../../question-bank/question-bank.module';
import { OpenTdbController } from './opentdb.controller';
import { OpenTdbService } from './opentdb.service';
import { OpenTdbTokensService } from './opentdb-tokens.service';

/** The Open Trivia DB–compatible surface (issue 15 §2). */
@Module({
  imports: [QuestionBankModule],
  controllers: [OpenTdbController],
  providers: [OpenTdbService, OpenTdbTokensService],
})
export class OpenTdbModule {}
