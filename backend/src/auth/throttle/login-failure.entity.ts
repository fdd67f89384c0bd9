import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'login_failures' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** The lower-cased e-mail tried, whether or not an account has it. */
  @Column({ name: 'account_key', type: 'text' })
  accountKey: string;

  @Column({ type: 'text' })
  ip: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
