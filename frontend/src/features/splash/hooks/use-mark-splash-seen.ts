import { STORAGE_KEYS } from '@trivia/contracts';
import { useEffect } from 'react';
import { writeStorage } from '../../../lib/storage';

/** Spec section 4: viewing the splash page sets the "splash seen" flag. */
export function useMarkSplashSeen(): void {
  useEffect(() => {
    writeStorage(STORAGE_KEYS.splashSeen, 'true');
  }, []);
}
