import type { EntityManager } from 'typeorm';
import { AppException } from '../common/app-exception';
import { ContributionEntity } from './contribution.entity';

/**
 * A contribution still waiting, locked for the caller's transaction: an admin deciding on it and its member
 * withdrawing it cannot both succeed. RES_001 when there is none (with `ownerId`, none of theirs); VAL_001 saying
 * what became of it once it is no longer waiting.
 */
export async function lockPending(manager: EntityManager, id: string, ownerId?: string): Promise<ContributionEntity> {
  const query = manager
    .getRepository(ContributionEntity)
    .createQueryBuilder('c')
    .setLock('pessimistic_write')
    .where('c.id = :id', { id });
  if (ownerId) query.andWhere('c.user_id = :ownerId', { ownerId });
  const row = await query.getOne();
  if (!row) throw new AppException('RES_001', 'No such contribution');
  if (row.status !== 'pending') throw new AppException('VAL_001', `This contribution was already ${row.status}`);
  return row;
}
