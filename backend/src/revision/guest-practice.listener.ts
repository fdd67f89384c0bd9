import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type GuestClaimedEvent, IDENTITY_EVENTS } from '../identity';

/** A guest's practice quizzes move to the account when they sign up or log in, so one under way carries on. */
@Injectable()
export class GuestPracticeListener {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @OnEvent(IDENTITY_EVENTS.guestClaimed, { promisify: true })
  async claim(event: GuestClaimedEvent): Promise<void> {
    await this.dataSource.query(
      `UPDATE revision_practice_attempts SET player_key = $2, user_id = $3 WHERE player_key = $1`,
      [event.guestKey, event.userKey, event.userId],
    );
  }
}
