import type { StorageConfig } from '../config/config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The bucket when STORAGE_S3_* is set; a directory (DATA_DIR/files unless STORAGE_DIR says otherwise) if not. */
export function createFileStorage(storage: StorageConfig): FileStorage {
  return storage.kind === 's3' ? new S3FileStorage(storage) : new LocalFileStorage(storage.dir);
}
