import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { quizSlugSchema } from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { PackFilesService } from '../../catalogue/packs/pack-files.service';
import { AppException } from '../../common/app-exception';
import type { MemberPrincipal } from '../../identity';

/**
 * DELETE /api/builder/quizzes/{slug}: a member deletes a quiz they built. One transaction removes the quiz (its
 * own questions, file records and downloads go with it) and the draft it was saved from, so saving that draft
 * again cannot take another of the month's quizzes; the one it took is not given back. The stored pack files are
 * removed once the transaction has committed. Anyone but the owner gets the 404 of a quiz that does not exist.
 */
@Injectable()
export class BuiltQuizDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly packFiles: PackFilesService,
  ) {}

  async remove(member: MemberPrincipal, slug: string): Promise<void> {
    const valid = quizSlugSchema.safeParse(slug);
    const storageKeys = await this.dataSource.transaction(async (manager) => {
      const [quiz]: { id: string }[] = valid.success
        ? await manager.query(`SELECT id FROM quizzes WHERE slug = $1 AND owner_id = $2`, [valid.data, member.userId])
        : [];
      if (!quiz) throw new AppException('RES_001', 'No such quiz of yours');
      // The draft first, as a save locks it before the quiz: a save under way finishes, then its draft goes.
      await manager.query(`DELETE FROM builder_drafts WHERE quiz_id = $1`, [quiz.id]);
      const keys = await this.packFiles.invalidate(manager, quiz.id);
      const [deleted]: [unknown[], number] = await manager.query(`DELETE FROM quizzes WHERE id = $1 RETURNING id`, [
        quiz.id,
      ]);
      if (deleted.length === 0) throw new AppException('RES_001', 'No such quiz of yours');
      return keys;
    });
    await this.packFiles.discard(storageKeys);
  }
}
