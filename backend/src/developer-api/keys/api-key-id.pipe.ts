import { uuidPathPipe } from '../../common/uuid-path.pipe';

/** A key id in a path: text that cannot be an id names no key, so it is a 404 like another member's key. */
export const ApiKeyIdPipe = uuidPathPipe('No such API key');
