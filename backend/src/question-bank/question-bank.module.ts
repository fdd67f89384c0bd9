import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentVersionEntity } from './content-version.entity';
import { QuestionEntity } from './question.entity';
import { QuestionBankController } from './question-bank.controller';
import { QuestionBankSeed } from './question-bank.seed';
import { QuestionBankService } from './question-bank.service';
import { QuestionSourceService } from './question-source.service';
import { DifficultyCalibrationService } from './difficulty/difficulty-calibration.service';
import { BankChangesGateway } from './bank-changes.gateway';

@Module({
  imports: [TypeOrmModule.forFeature([QuestionEntity, ContentVersionEntity])],
  controllers: [QuestionBankController],
  providers: [
    QuestionBankSeed,
    QuestionBankService,
    QuestionSourceService,
    DifficultyCalibrationService,
    BankChangesGateway,
  ],
  exports: [QuestionBankService, QuestionSourceService, BankChangesGateway],
})
export class QuestionBankModule {}
