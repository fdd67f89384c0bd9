import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One key's requests on one UTC day: served, and refused (by a rate limit or the key's allowed origins). */
@Entity({ name: 'api_usage_daily' })
export class ApiUsageDayEntity {
  @PrimaryColumn({ name: 'key_id', type: 'uuid' })
  keyId: string;

  /** YYYY-MM-DD (UTC). */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'integer', default: 0 })
  requests: number;

  @Column({ type: 'integer', default: 0 })
  refused: number;
}
