import { Injectable } from '@nestjs/common';
import type { TrackVerticalRequest, VerticalPreferenceResponse } from '@trivia/contracts';
import { AnalyticsService } from '../analytics/analytics.service';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';

@Injectable()
export class VerticalsService {
  constructor(
    private readonly users: UsersService,
    private readonly analytics: AnalyticsService,
  ) {}

  preference(user: UserEntity): VerticalPreferenceResponse {
    return { preferredVertical: user.preferredVertical };
  }

  /** Choosing a vertical saves it as the preference and records the choice with where it was made. */
  async track(user: UserEntity, input: TrackVerticalRequest): Promise<VerticalPreferenceResponse> {
    await this.users.setPreferredVertical(user.id, input.vertical);
    await this.analytics.record('vertical_selected', user.id, {
      vertical: input.vertical,
      source: input.source ?? 'homepage_switcher',
    });
    return { preferredVertical: input.vertical };
  }

  async clear(user: UserEntity): Promise<VerticalPreferenceResponse> {
    await this.users.setPreferredVertical(user.id, null);
    return { preferredVertical: null };
  }
}
