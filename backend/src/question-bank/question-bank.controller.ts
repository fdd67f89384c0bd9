import { Controller, Get } from '@nestjs/common';
import type { AttributionsResponse, QuestionBankStats } from '@trivia/contracts';
import { Public, Roles } from '../identity';
import { QuestionBankService } from './question-bank.service';

@Controller('question-bank')
export class QuestionBankController {
  constructor(private readonly bank: QuestionBankService) {}

  @Public()
  @Get('stats')
  stats(): QuestionBankStats {
    return this.bank.stats();
  }

  @Public()
  @Get('attributions')
  attributions(): AttributionsResponse {
    return this.bank.attributionList();
  }

  @Roles('ADMIN')
  @Get('rejected')
  rejected(): Promise<{ id: string; prompt: string; reasons: string[] }[]> {
    return this.bank.rejected();
  }
}
