import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { UUID } from '../../common/uuid-path.pipe';
import type { UserEntity } from '../../users/user.entity';
import { InvoiceEntity } from '../invoices/invoice.entity';
import { renderReceiptPdf } from './receipt-pdf';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/** PDF receipts of a member's own invoices; anyone else's (or none) is simply not found. */
@Injectable()
export class ReceiptsService {
  constructor(@InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>) {}

  async receipt(user: Pick<UserEntity, 'id' | 'fullName' | 'email'>, invoiceId: string): Promise<ReceiptFile> {
    const invoice = UUID.test(invoiceId) ? await this.invoices.findOneBy({ id: invoiceId, userId: user.id }) : null;
    if (!invoice) throw new AppException('RES_001', 'No such receipt');
    const pdf = await renderReceiptPdf({
      ...invoice,
      customer: { name: user.fullName, email: user.email },
    });
    return { fileName: `${invoice.number}.pdf`, pdf };
  }
}
