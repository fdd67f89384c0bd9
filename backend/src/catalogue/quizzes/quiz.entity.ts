import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ArchetypeId, QuizAudience, QuizDifficulty, QuizSeason } from '@trivia/contracts';

/** A round as stored: its title and the questions it asks, in order (bank ids; `custom:<id>` in a built quiz). */
export interface StoredRound {
  title: string;
  questionIds: string[];
}

@Entity({ name: 'quizzes' })
export class QuizEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  archetype: ArchetypeId;

  @Column({ type: 'text' })
  difficulty: QuizDifficulty;

  @Column({ type: 'integer' })
  length: number;

  @Column({ type: 'text' })
  audience: QuizAudience;

  @Column({ type: 'text', nullable: true })
  season: QuizSeason | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  categories: string[];

  @Column({ type: 'jsonb' })
  rounds: StoredRound[];

  /** Every fact the quiz asks: new releases avoid those of the last 90 days. */
  @Column({ name: 'fact_keys', type: 'text', array: true, default: () => "'{}'" })
  factKeys: string[];

  /** The question bank's content version the quiz was composed from. */
  @Column({ name: 'bank_version', type: 'text' })
  bankVersion: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  /** For the daily releases: the UK date and slot (0, 1) the release filled; null for the starting catalogue. */
  @Column({ name: 'release_date', type: 'date', nullable: true })
  releaseDate: string | null;

  @Column({ name: 'release_slot', type: 'integer', nullable: true })
  releaseSlot: number | null;

  @Column({ type: 'integer', default: 0 })
  downloads: number;

  /** What full-text search reads (the `search` tsvector is generated from it by the database). */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText: string;

  /** A member's own builder quiz: private to them, so every catalogue read keeps to rows where this is null. */
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
