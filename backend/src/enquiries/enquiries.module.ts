import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin';
import { MailModule } from '../mail/mail.module';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { AdminEnquiriesService } from './admin-enquiries.service';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryEntity } from './enquiry.entity';

/**
 * Sales enquiries (issue 15 §3): the white-label page's contact form now, the audience pages' (issue 16) later.
 * Stored for /admin, mailed to the admins, acknowledged to the sender.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EnquiryEntity]), MailModule, AdminModule],
  controllers: [EnquiriesController, AdminEnquiriesController],
  providers: [EnquiriesService, AdminEnquiriesService],
})
export class EnquiriesModule {}
