import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type GuestClaimedEvent, IDENTITY_EVENTS } from '../identity';

/**
 * A guest's daily results move to the account when the guest signs up or logs in. Where the account already has
 * a ranked attempt at the same quiz, the account's one stays and the guest's is left behind.
 */
@Injectable()
export class GuestAttemptsListener {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OnEvent(IDENTITY_EVENTS.guestClaimed, { promisify: true })
  async claim(event: GuestClaimedEvent): Promise<void> {
    await this.dataSource.query(
      `UPDATE daily_attempts a SET player_key = $2, user_id = $3
       WHERE a.player_key = $1 AND NOT (a.ranked AND EXISTS (
         SELECT 1 FROM daily_attempts o WHERE o.quiz_id = a.quiz_id AND o.player_key = $2 AND o.ranked))`,
      [event.guestKey, event.userKey, event.userId],
    );
  }
}
