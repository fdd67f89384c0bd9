import type { PipeTransform } from '@nestjs/common';
import { AppException } from '../../common/app-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The bank's ids: the generator's short hashes and `contrib-<uuid>` for contributed questions. */
const QUESTION_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** A session id in a path: text that cannot be one names nothing, so it is a 404 like an unknown one. */
export class V1SessionIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new AppException('RES_001', 'No such session for this key');
    return value.toLowerCase();
  }
}

/** A question id in a path: anything that cannot be a bank id is a 404, and never reaches a lookup. */
export class V1QuestionIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !QUESTION_ID.test(value)) {
      throw new AppException('RES_001', 'No such question in the API');
    }
    return value;
  }
}
