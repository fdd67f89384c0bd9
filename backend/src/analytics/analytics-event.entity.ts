import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who recorded an event: the server (it saw the action itself) or a browser's batch (after consent). */
export type AnalyticsOrigin = 'server' | 'browser';

@Entity({ name: 'analytics_events' })
export class AnalyticsEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  properties: Record<string, unknown>;

  /** The event's worth by the spec's weights, in pence (0 for page views, searches and the like). */
  @Column({ name: 'value_pence', type: 'integer', default: 0 })
  valuePence: number;

  /** The audience the event belongs to, when known; the report falls back to the member's preference. */
  @Column({ type: 'text', nullable: true })
  vertical: string | null;

  /** The browser's first-party visitor id (sent only after analytics consent). */
  @Column({ name: 'visitor_id', type: 'uuid', nullable: true })
  visitorId: string | null;

  /** The page path the event happened on, without query string. */
  @Column({ type: 'text', nullable: true })
  path: string | null;

  @Column({ type: 'text', default: 'server' })
  origin: AnalyticsOrigin;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
