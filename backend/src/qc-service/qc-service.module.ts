import { Module } from '@nestjs/common';
import { QcCheckController } from './qc-check.controller';
import { QcCheckService } from './qc-check.service';

/** QC as a service (issue 15): the question bank's QC for anyone's question; stores nothing. */
@Module({
  controllers: [QcCheckController],
  providers: [QcCheckService],
})
export class QcServiceModule {}
