import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type AdminEnquiryPage,
  type Enquiry,
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquiryStatus,
} from '@trivia/contracts';
import type { DataSource, FindOptionsWhere, Repository } from 'typeorm';
import { type AdminActor, AdminAuditService } from '../admin';
import { AppException } from '../common/app-exception';
import { EnquiryEntity } from './enquiry.entity';
import { enquiryView } from './enquiry-view';

/** The admins' list of enquiries, newest first, and where the team is with each one (audited). */
@Injectable()
export class AdminEnquiriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    private readonly audit: AdminAuditService,
  ) {}

  async list(query: { kind?: EnquiryKind; status?: EnquiryStatus; page: number }): Promise<AdminEnquiryPage> {
    const where: FindOptionsWhere<EnquiryEntity> = {};
    if (query.kind) where.kind = query.kind;
    if (query.status) where.status = query.status;
    const [rows, total] = await this.enquiries.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (query.page - 1) * ENQUIRY_PAGE_SIZE,
      take: ENQUIRY_PAGE_SIZE,
    });
    const counted: { status: EnquiryStatus; count: number }[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM enquiries WHERE ($1::text IS NULL OR kind = $1) GROUP BY status`,
      [query.kind ?? null],
    );
    const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<EnquiryStatus, number>;
    for (const row of counted) counts[row.status] = Number(row.count);
    return { items: rows.map(enquiryView), page: query.page, pageSize: ENQUIRY_PAGE_SIZE, total, counts };
  }

  /** A new status, written with its audit row; the same status again changes nothing and records nothing. */
  setStatus(actor: AdminActor, id: string, status: EnquiryStatus): Promise<Enquiry> {
    return this.audit.audited(actor, async (manager) => {
      const row = await manager
        .getRepository(EnquiryEntity)
        .createQueryBuilder('e')
        .setLock('pessimistic_write')
        .where('e.id = :id', { id })
        .getOne();
      if (!row) throw new AppException('RES_001', 'No such enquiry');
      const before = row.status;
      if (before === status) return { result: enquiryView(row), audit: null };
      Object.assign(row, { status, statusChangedAt: new Date(), statusChangedBy: actor.email });
      await manager.save(row);
      return {
        result: enquiryView(row),
        audit: {
          action: 'enquiry.status-changed',
          target: { type: 'enquiry', id, label: `${row.organisation} (${row.email})` },
          before: { status: before },
          after: { status },
        },
      };
    });
  }
}
