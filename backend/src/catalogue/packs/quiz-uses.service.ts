import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type PackFileType, quizSlugSchema } from '@trivia/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AppException } from '../../common/app-exception';
import { type Entitlements, EntitlementsService, subscriptionRequired } from '../../entitlements';
import type { MemberPrincipal } from '../../identity';
import { QuizEntity } from '../quizzes/quiz.entity';
import { FreeSampleService } from './free-sample.service';

/** How a member takes a quiz whole: one of its pack files, or running it as a host-led live session. */
export type QuizUse = PackFileType | 'live-session';

/** The advisory lock namespace of quiz use decisions (the second key is the member and quiz's hash). */
const USE_DECISION_LOCK = 0x7061636b; // "pack"

/** A quiz a member asked to use, and what the plan says of it before anything is taken. */
export interface QuizForUse {
  quiz: QuizEntity;
  entitlements: Entitlements;
  /** This week's free sample: free for every signed-in member. */
  freeSample: boolean;
  /** The member's own builder quiz: theirs to use as often as they like, never counted against a plan. */
  own: boolean;
}

/**
 * The one rule for taking a quiz whole, whether as a pack file or as a live session run from the presenter
 * screen (which shows every question and answer, so it is the pack by another route): the first use of a quiz
 * takes one of the month's pack downloads and puts the quiz in the member's library; later uses of that quiz,
 * either way, are free for good, and so is this week's free sample. A member's own builder quiz is used free by
 * its owner and by nobody else.
 */
@Injectable()
export class QuizUsesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
    private readonly freeSample: FreeSampleService,
    private readonly entitlements: EntitlementsService,
  ) {}

  /**
   * The quiz (RES_001 when there is none, or when it is another member's own builder quiz: private quizzes are
   * not there for anyone else), refused with DL_001 (View Plans) when its first use would need a pack download
   * the plan does not include. A member's own builder quiz is theirs, free. Takes nothing: see `record`.
   */
  async forUse(member: MemberPrincipal, slug: string): Promise<QuizForUse> {
    const quiz = await this.quiz(slug);
    if (quiz.ownerId !== null && quiz.ownerId !== member.userId) throw new AppException('RES_001', 'No such quiz');
    const entitlements = await this.entitlements.for(member);
    if (quiz.ownerId !== null) return { quiz, entitlements, freeSample: false, own: true };
    const freeSample = (await this.freeSample.current())?.id === quiz.id;
    const mayCount = !freeSample && !(await this.usedBefore(this.dataSource, member.userId, quiz.id));
    if (mayCount && (await entitlements.usage()).packDownloads.limit <= 0) throw subscriptionRequired();
    return { quiz, entitlements, freeSample, own: false };
  }

  /**
   * Whether this is the member's first use of the quiz, taking one of the month's downloads for it unless it is
   * the free sample (DL_001 or DL_003 when none is left), and the record of the use for the library and the
   * quiz's popularity (each member counted once). Runs in the caller's transaction, so the take commits or rolls
   * back with the caller's other writes; decisions for one member and quiz take turns under an advisory lock, so
   * two first uses at once take one download between them.
   */
  async record(manager: EntityManager, use: QuizForUse, userId: string, how: QuizUse): Promise<boolean> {
    const { quiz, entitlements, freeSample, own } = use;
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [USE_DECISION_LOCK, `${userId}/${quiz.id}`]);
    const first = !(await this.usedBefore(manager, userId, quiz.id));
    if (first && !freeSample && !own) await entitlements.consume('packDownloads', manager);
    await manager.query(`INSERT INTO quiz_downloads (user_id, quiz_id, file_type) VALUES ($1, $2, $3)`, [
      userId,
      quiz.id,
      how,
    ]);
    // Popularity is the catalogue's: a private quiz is never listed.
    if (first && !own) await manager.query(`UPDATE quizzes SET downloads = downloads + 1 WHERE id = $1`, [quiz.id]);
    return first;
  }

  /** A quiz address that cannot be a slug is as unknown as one that is not stored: the 404 page either way. */
  private async quiz(slug: string): Promise<QuizEntity> {
    const valid = quizSlugSchema.safeParse(slug);
    const quiz = valid.success ? await this.quizzes.findOneBy({ slug: valid.data }) : null;
    if (!quiz) throw new AppException('RES_001', 'No such quiz');
    return quiz;
  }

  private async usedBefore(db: Pick<EntityManager, 'query'>, userId: string, quizId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM quiz_downloads WHERE user_id = $1 AND quiz_id = $2 LIMIT 1`, [
      userId,
      quizId,
    ]);
    return rows.length > 0;
  }
}
