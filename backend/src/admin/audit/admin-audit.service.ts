import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AdminAuditAction, AdminAuditEntry, AdminAuditPage, AdminAuditTarget } from '@trivia/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { containsPattern } from '../../common/like-pattern';
import type { AdminActor } from '../admin-actor';
import { AdminAuditEntity } from './admin-audit.entity';

/** What an admin did, to what, and a small summary of the fields it changed (never secrets). */
export interface AuditRecord {
  action: AdminAuditAction;
  target: AdminAuditTarget;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A change an admin makes inside `audited`: its result, and the audit record to keep (null: nothing changed). */
export interface AuditedChange<T> {
  result: T;
  audit: AuditRecord | null;
}

/**
 * The admin audit log, the one seam every admin action writes through. A change to the database goes through
 * `audited`, so the change and its row commit or fail together; an action whose effect lives elsewhere (closing
 * a live room in the room store) calls `record` once the effect is done.
 */
@Injectable()
export class AdminAuditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AdminAuditEntity) private readonly log: Repository<AdminAuditEntity>,
  ) {}

  /** Runs `change` in a transaction and writes its audit row in the same one. */
  audited<T>(actor: AdminActor, change: (manager: EntityManager) => Promise<AuditedChange<T>>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const { result, audit } = await change(manager);
      if (audit) await this.record(actor, audit, manager);
      return result;
    });
  }

  /** Writes one row, in the caller's transaction when given its manager. */
  async record(actor: AdminActor, audit: AuditRecord, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AdminAuditEntity) : this.log;
    await repository.save(
      repository.create({
        adminId: actor.id,
        adminEmail: actor.email,
        action: audit.action,
        targetType: audit.target.type,
        targetId: audit.target.id,
        targetLabel: audit.target.label,
        before: audit.before ?? null,
        after: audit.after ?? null,
        requestId: actor.requestId,
      }),
    );
  }

  /** Newest first; `admin` matches a part of the admin's e-mail, in any case. */
  async list(query: {
    page: number;
    pageSize: number;
    action?: AdminAuditAction;
    admin?: string;
  }): Promise<AdminAuditPage> {
    const builder = this.log.createQueryBuilder('entry');
    if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
    if (query.admin) {
      builder.andWhere('entry.adminEmail ILIKE :admin', { admin: containsPattern(query.admin) });
    }
    const [rows, total] = await builder
      .orderBy('entry.at', 'DESC')
      .addOrderBy('entry.id', 'ASC')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getManyAndCount();
    return { items: rows.map(toEntry), page: query.page, pageSize: query.pageSize, total };
  }
}

function toEntry(row: AdminAuditEntity): AdminAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    before: row.before,
    after: row.after,
    requestId: row.requestId,
  };
}
