import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type BuilderContent,
  type BuilderDraft,
  type BuilderDraftSettings,
  type BuilderHome,
  type BuilderQuota,
  type BuilderQuestion,
  type SaveBuilderDraftRequest,
  type SwapBuilderQuestionRequest,
} from '@trivia/contracts';
import type { DataSource, Repository } from 'typeorm';
import { z } from 'zod';
import { AppException } from '../../common/app-exception';
import { type Entitlements, EntitlementsService } from '../../entitlements';
import type { MemberPrincipal } from '../../identity';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { DRAFT_AUTOSAVES, DRAFTS_STARTED, QUESTIONS_SWAPPED } from '../builder-limits';
import { DraftMakerService } from '../drafting/draft-maker.service';
import { BuilderDraftEntity } from './builder-draft.entity';
import { DraftChecksService } from './draft-checks.service';

/** Refused with 409 when an autosave was edited from an older version than the stored one. */
export class StaleDraftException extends AppException {
  override readonly status = 409;

  constructor() {
    super('VAL_001', 'This draft was changed elsewhere (another tab or device): reload it to carry on.');
  }
}

const draftIdSchema = z.uuid();
const count = (content: BuilderContent) => content.rounds.reduce((sum, round) => sum + round.questions.length, 0);

/** The month's custom quizzes as the builder shows them. */
export async function builderQuota(entitlements: Entitlements): Promise<BuilderQuota> {
  const { used, limit, left, resetsAt } = (await entitlements.usage()).customQuizzes;
  return { used, limit, left, resetsAt };
}

/**
 * Members' drafts: started (drawn from the bank, QUIZ_001 when the month's quizzes are used up, since a draft that
 * cannot be saved is no use), read, autosaved whole under optimistic concurrency, swapped a question at a time
 * and deleted. Only their owner ever sees a draft: anyone else gets the same 404 as for one that does not exist.
 */
@Injectable()
export class BuilderDraftsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(BuilderDraftEntity) private readonly drafts: Repository<BuilderDraftEntity>,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly entitlements: EntitlementsService,
    private readonly maker: DraftMakerService,
    private readonly checks: DraftChecksService,
  ) {}

  async home(member: MemberPrincipal): Promise<BuilderHome> {
    const drafts = await this.drafts.find({ where: { ownerId: member.userId }, order: { updatedAt: 'DESC' } });
    const slugs = await this.slugsOf(drafts);
    const quizzes: { slug: string; title: string; rounds: { questionIds: string[] }[]; published_at: Date }[] =
      await this.dataSource.query(
        `SELECT slug, title, rounds, published_at FROM quizzes WHERE owner_id = $1 ORDER BY published_at DESC, id`,
        [member.userId],
      );
    return {
      drafts: drafts.map((draft) => ({
        id: draft.id,
        title: draft.content.title,
        archetype: draft.settings.archetype,
        questionCount: count(draft.content),
        target: draft.settings.length,
        quizSlug: draft.quizId ? (slugs.get(draft.quizId) ?? null) : null,
        updatedAt: draft.updatedAt.toISOString(),
      })),
      quizzes: quizzes.map((quiz) => ({
        slug: quiz.slug,
        title: quiz.title,
        questionCount: quiz.rounds.reduce((sum, round) => sum + round.questionIds.length, 0),
        savedAt: new Date(quiz.published_at).toISOString(),
      })),
      quota: await builderQuota(await this.entitlements.for(member)),
    };
  }

  /** A new draft drawn from the bank. */
  async start(member: MemberPrincipal, settings: BuilderDraftSettings): Promise<BuilderDraft> {
    await (await this.entitlements.for(member)).requireLeft('customQuizzes');
    await this.assertMayStart(member);
    const drawn = await this.maker.draw(member.userId, settings);
    // The member's title is checked as any edit is (no markup), before anything is stored.
    const { content } = this.checks.check(drawn, false);
    return this.insert(member.userId, settingsOf(settings), content, null);
  }

  /** Stores a new draft (drawn, imported, or opened from a saved quiz) and answers it. */
  async insert(
    ownerId: string,
    settings: BuilderDraft['settings'],
    content: BuilderContent,
    quizId: string | null,
  ): Promise<BuilderDraft> {
    const draft = await this.drafts.save(this.drafts.create({ ownerId, settings, content, version: 0, quizId }));
    return this.view(draft);
  }

  /** The start of a draft counts against the member's hourly budget (drawn, imported, opened from a quiz). */
  async assertMayStart(member: MemberPrincipal): Promise<void> {
    assertAllowed(await this.limiter.consume(DRAFTS_STARTED, member.userId), 'RATE_001', 'Too many drafts started');
  }

  async get(member: MemberPrincipal, id: string): Promise<BuilderDraft> {
    return this.view(await this.owned(member.userId, id));
  }

  /** Autosave: the whole content, checked again on the server; 409 when edited from an older version. */
  async update(member: MemberPrincipal, id: string, request: SaveBuilderDraftRequest): Promise<BuilderDraft> {
    const { version, ...content } = request;
    const draft = await this.owned(member.userId, id);
    assertAllowed(await this.limiter.consume(DRAFT_AUTOSAVES, member.userId), 'RATE_001', 'Too many saves');
    if (draft.version !== version) throw new StaleDraftException();
    const checked = this.checks.check(content as BuilderContent, false);
    const [updated]: [unknown[], number] = await this.dataSource.query(
      `UPDATE builder_drafts SET content = $1, version = version + 1, updated_at = now()
        WHERE id = $2 AND owner_id = $3 AND version = $4 RETURNING id`,
      [JSON.stringify(checked.content), id, member.userId, version],
    );
    if (updated.length === 0) throw new StaleDraftException();
    return this.get(member, id);
  }

  async remove(member: MemberPrincipal, id: string): Promise<void> {
    await this.drafts.delete({ id: (await this.owned(member.userId, id)).id });
  }

  /**
   * A like-for-like bank question for one in the draft as the editor holds it: the request names the bank questions
   * it holds, so a swap needs no autosave first (an edit not yet saved, or refused as invalid, still counts).
   */
  async swap(member: MemberPrincipal, id: string, request: SwapBuilderQuestionRequest): Promise<BuilderQuestion> {
    const draft = await this.owned(member.userId, id);
    assertAllowed(await this.limiter.consume(QUESTIONS_SWAPPED, member.userId), 'RATE_001', 'Too many swaps');
    const { questionId, inDraft, exclude = [] } = request;
    return this.maker.swap(member.userId, draft.settings.avoidRecent, { questionId, inDraft, exclude });
  }

  /** The member's draft, or the 404 anyone gets for a draft that is not theirs. */
  async owned(ownerId: string, id: string): Promise<BuilderDraftEntity> {
    const draft = draftIdSchema.safeParse(id).success ? await this.drafts.findOneBy({ id, ownerId }) : null;
    if (!draft) throw new AppException('RES_001', 'No such draft');
    return draft;
  }

  async view(draft: BuilderDraftEntity): Promise<BuilderDraft> {
    const slugs = await this.slugsOf([draft]);
    return {
      ...draft.content,
      id: draft.id,
      version: draft.version,
      settings: draft.settings,
      quizSlug: draft.quizId ? (slugs.get(draft.quizId) ?? null) : null,
      updatedAt: draft.updatedAt.toISOString(),
    };
  }

  private async slugsOf(drafts: readonly BuilderDraftEntity[]): Promise<Map<string, string>> {
    const ids = drafts.flatMap((draft) => (draft.quizId ? [draft.quizId] : []));
    if (!ids.length) return new Map();
    const rows: { id: string; slug: string }[] = await this.dataSource.query(
      `SELECT id, slug FROM quizzes WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.slug]));
  }
}

/** The settings a draft keeps (the title lives in its content). */
export function settingsOf(settings: BuilderDraftSettings): BuilderDraft['settings'] {
  const { archetype, length, categories, curve, audience, avoidRecent } = settings;
  return { archetype, length, categories, curve, audience, avoidRecent };
}
