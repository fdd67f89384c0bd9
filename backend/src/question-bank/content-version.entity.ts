import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Which version of generated content (the question bank) the database holds: the seed skips a known one. */
@Entity({ name: 'content_versions' })
export class ContentVersionEntity {
  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  version: string;
}
