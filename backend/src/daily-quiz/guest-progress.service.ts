import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * A guest's results move to the account when the guest signs up or logs in. Where the account already has
 * a ranked attempt at the same quiz, the account's one stays and the guest's is left behind.
 */
@Injectable()
export class GuestProgressService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async claim(guestKey: string | null, userId: string): Promise<void> {
    if (!guestKey) return;
    const userKey = `user:${userId}`;
    await this.dataSource.query(
      `UPDATE daily_attempts a SET player_key = $2, user_id = $3
       WHERE a.player_key = $1 AND NOT (a.ranked AND EXISTS (
         SELECT 1 FROM daily_attempts o WHERE o.quiz_id = a.quiz_id AND o.player_key = $2 AND o.ranked))`,
      [guestKey, userKey, userId],
    );
  }
}
