import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  type DocOf,
  stripeEvent,
  type TestDoc,
  type TestObjectKind,
  TestObjectNotFoundError,
} from './test-provider-documents';
import { TestClock } from './test-clock';
import { TestWebhookSender } from './test-webhook-delivery.job';

type Query = Pick<EntityManager, 'query'>;

async function selectDocs<K extends TestObjectKind>(
  db: Query,
  kind: K,
  where: string,
  params: unknown[],
  suffix = '',
): Promise<DocOf<K>[]> {
  const rows: { data: DocOf<K> }[] = await db.query(
    `SELECT data FROM test_provider_objects WHERE kind = $1 AND ${where} ORDER BY created_at DESC, id ${suffix}`,
    [kind, ...params],
  );
  return rows.map((row) => row.data);
}

/**
 * One unit of work inside the simulated provider: reads (optionally row-locked), writes and the events they
 * cause. Events leave only after the transaction commits, so a rolled-back payment announces nothing.
 */
export class TestProviderTx {
  readonly events: ReturnType<typeof stripeEvent>[] = [];

  constructor(
    private readonly manager: EntityManager,
    readonly now: Date,
  ) {}

  get nowIso(): string {
    return this.now.toISOString();
  }

  /** `lock` takes the row for this transaction: a second node paying the same session waits, then sees it paid. */
  async get<K extends TestObjectKind>(kind: K, id: string, options: { lock?: boolean } = {}): Promise<DocOf<K>> {
    const [doc] = await selectDocs(this.manager, kind, 'id = $2', [id], options.lock ? 'FOR UPDATE' : '');
    if (!doc) throw new TestObjectNotFoundError(kind, id);
    return doc;
  }

  async find<K extends TestObjectKind>(kind: K, fields: Partial<DocOf<K>>): Promise<DocOf<K>[]> {
    return selectDocs(this.manager, kind, 'data @> $2::jsonb', [JSON.stringify(fields)]);
  }

  async insert<D extends TestDoc>(doc: D): Promise<D> {
    await this.manager.query(
      `INSERT INTO test_provider_objects (id, kind, data, created_at, updated_at) VALUES ($1, $2, $3::jsonb, $4, $4)`,
      [doc.id, doc.kind, JSON.stringify(doc), this.now],
    );
    return doc;
  }

  async update<D extends TestDoc>(doc: D): Promise<D> {
    await this.manager.query(`UPDATE test_provider_objects SET data = $2::jsonb, updated_at = $3 WHERE id = $1`, [
      doc.id,
      JSON.stringify(doc),
      this.now,
    ]);
    return doc;
  }

  emit(type: string, object: Record<string, unknown>): void {
    this.events.push(stripeEvent(type, object, this.now));
  }
}

/** The test provider's storage: its own table, shared by every node through the database. */
@Injectable()
export class TestProviderStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: TestClock,
    private readonly webhooks: TestWebhookSender,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  async run<T>(work: (tx: TestProviderTx) => Promise<T>): Promise<T> {
    let events: TestProviderTx['events'] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      const tx = new TestProviderTx(manager, this.clock.now());
      const value = await work(tx);
      events = tx.events;
      return value;
    });
    await this.webhooks.deliver(events);
    return result;
  }

  /** Reads outside a transaction (what the checkout page and the get* methods show). */
  read<K extends TestObjectKind>(kind: K, id: string): Promise<DocOf<K>> {
    return this.run((tx) => tx.get(kind, id));
  }

  find<K extends TestObjectKind>(kind: K, fields: Partial<DocOf<K>>): Promise<DocOf<K>[]> {
    return selectDocs(this.dataSource, kind, 'data @> $2::jsonb', [JSON.stringify(fields)]);
  }

  /** Ids of documents whose ISO timestamp field is due, for the renewal sweep (each is then re-read locked). */
  async dueIds(kind: TestObjectKind, statuses: string[], fields: string[], now: Date): Promise<string[]> {
    const due = fields.map((_, index) => `data->>$${index + 4} <= $2`).join(' OR ');
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM test_provider_objects
        WHERE kind = $1 AND data->>'status' = ANY($3::text[]) AND (${due}) ORDER BY created_at LIMIT 500`,
      [kind, now.toISOString(), statuses, ...fields],
    );
    return rows.map((row) => row.id);
  }
}
