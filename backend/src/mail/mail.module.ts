import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailDeliveryService } from './mail-delivery.service';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailService } from './mail.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  providers: [MailService, MailDeliveryService],
  exports: [MailService],
})
export class MailModule {}
