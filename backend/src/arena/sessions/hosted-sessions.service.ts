import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Question } from '@trivia/arena-engine';
import { type HostedSessionResponse, revisionSetName } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { flagImageUrl, type QuizForUse, QuizQuestionsService, QuizUsesService } from '../../catalogue';
import { AppException } from '../../common/app-exception';
import { EntitlementsService } from '../../entitlements/entitlements.service';
import { FeatureFlagsService } from '../../feature-flags/feature-flags.service';
import type { MemberPrincipal } from '../../identity';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimitPolicy, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { ROOMS_OPENED } from '../arena-limits';
import { ArenaQuestionsService } from '../arena-questions.service';
import { ArenaRoomsService, type OpenedRoom } from '../arena-rooms.service';
import { quizQuestions, runningOrder } from './hosted-questions';
import { type HostedSessionRow, HostedSessionRows, storedSource } from './hosted-session-rows';
import { type HostedSessionRequest, hostedSettings } from './hosted-settings';

/** Where a session's questions came from, before its polls join them. */
interface Supply {
  questions: Question[];
  title: string;
  /** A catalogue quiz is taken whole, as its first download would take it (QuizUsesService). */
  use: QuizForUse | null;
  source: HostedSessionRow['source']['source'];
}

type QuickSource = Extract<HostedSessionRequest['source'], { kind: 'quick' }>;

const QUICK_TITLE = 'Quick quiz';

/**
 * Host-led sessions: a member opens a room they run from the presenter screen, with a catalogue quiz's rounds
 * or a quick selection from the bank, and their polls. The room's size follows their plan (refused on the field
 * past it, as private rooms are); the session's row is written with the room, in the transaction that takes the
 * quiz from their plan, so neither stands without the other.
 */
@Injectable()
export class HostedSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(ROOMS_OPENED) private readonly roomsOpened: RateLimitPolicy,
    private readonly flags: FeatureFlagsService,
    private readonly entitlements: EntitlementsService,
    private readonly uses: QuizUsesService,
    private readonly quizQuestions: QuizQuestionsService,
    private readonly questions: ArenaQuestionsService,
    private readonly rooms: ArenaRoomsService,
    private readonly rows: HostedSessionRows,
  ) {}

  async create(member: MemberPrincipal, request: HostedSessionRequest): Promise<HostedSessionResponse> {
    if (!(await this.flags.isEnabled('arena_multiplayer', member)))
      throw new AppException('AUTH_010', 'The Arena is not open to your account yet');
    const plan = await this.entitlements.for(member);
    const maxPlayers = request.maxPlayers ?? plan.arenaRoomPlayers;
    plan.requireRoomFor(maxPlayers);
    const { source } = request;
    const supply =
      source.kind === 'catalogue' ? await this.fromCatalogue(member, source.slug, source.round) : this.quick(source);
    const questions = runningOrder(supply.questions, request.polls);
    assertAllowed(await this.limiter.consume(this.roomsOpened, member.userId), 'RATE_001', 'Too many rooms opened');
    const settings = hostedSettings(request, questions, maxPlayers);
    const room = await this.rooms.createHosted(`user:${member.userId}`, settings, questions);
    const title = request.title ?? supply.title;
    try {
      await this.dataSource.transaction(async (manager) => {
        if (supply.use) await this.uses.record(manager, supply.use, member.userId, 'live-session');
        await this.rows.insert(
          manager,
          { id: room.roomId, hostUserId: member.userId, title, pin: room.pin, settings: room.settings },
          storedSource(supply.source, request.polls, questions),
        );
      });
    } catch (error) {
      // Refused by the plan (DL_003: no downloads left) or the database: the room goes, nobody has its PIN yet.
      await this.rooms.discard(room).catch(() => undefined);
      throw error;
    }
    return this.response(room, title, questions.length);
  }

  /**
   * What the presenter needs beyond the room's snapshot, so the host can come back from any device: the host's
   * own session, while its room is kept (through the podium). Another member's PIN is answered as an unknown one,
   * so this is no way to find live PINs.
   */
  async forHost(member: MemberPrincipal, pin: string): Promise<HostedSessionResponse> {
    const roomId = await this.rooms.roomForPin(pin);
    const row = roomId ? await this.rows.byId(roomId) : null;
    if (!row || row.hostUserId !== member.userId)
      throw new AppException('ARENA_010', 'None of your sessions is running with that PIN');
    return this.response({ roomId: row.id, pin: row.pin }, row.title, row.questionCount);
  }

  /**
   * A catalogue quiz's questions: every round, or the one a host sheet's QR code asks for (its number from 1). A
   * member's own builder quiz comes this way too, by its slug: only its owner may use it, with its own questions.
   */
  private async fromCatalogue(member: MemberPrincipal, slug: string, round?: number): Promise<Supply> {
    const use = await this.uses.forUse(member, slug);
    const rounds = round === undefined ? use.quiz.rounds : use.quiz.rounds.slice(round - 1, round);
    if (!rounds.length) {
      const message = `${use.quiz.title} has ${use.quiz.rounds.length} rounds`;
      throw new AppException('VAL_001', 'Invalid request', [{ path: 'source.round', message }]);
    }
    const lookup = await this.quizQuestions.lookupFor(use.quiz);
    const questions = quizQuestions(
      rounds,
      (id) => {
        const entity = lookup.get(id);
        return entity && { question: this.questions.toEngine(entity), flagCode: entity.media?.code ?? null };
      },
      flagImageUrl,
    );
    return {
      questions,
      title: round === undefined ? use.quiz.title : `${use.quiz.title}: Round ${round}, ${rounds[0]!.title}`,
      use,
      source: {
        kind: 'catalogue',
        slug: use.quiz.slug,
        quizId: use.quiz.id,
        ...(round === undefined ? {} : { round }),
      },
    };
  }

  /** A quick selection from the bank; with a curriculum, a classroom revision set titled by it ("GCSE Science revision"). */
  private quick(source: QuickSource): Supply {
    const { questionCount, questionTypes, categories, difficulty, curriculum } = source;
    const questions = this.questions.draw({ questionCount, questionTypes, categories, difficulty, curriculum });
    const title = curriculum ? `${revisionSetName(curriculum.subject, curriculum.level)} revision` : QUICK_TITLE;
    return { questions, title, use: null, source };
  }

  private response(room: Pick<OpenedRoom, 'roomId' | 'pin'>, title: string, count: number): HostedSessionResponse {
    const base = this.config.publicUrl;
    return {
      sessionId: room.roomId,
      roomId: room.roomId,
      pin: room.pin,
      joinUrl: `${base}/arena/play/${room.pin}`,
      presentUrl: `${base}/arena/present/${room.pin}`,
      title,
      questionCount: count,
    };
  }
}
