import { VERTICALS, type Vertical } from '@trivia/contracts';
import { useSelectedVerticalId } from './selected-vertical-store';

export function useSelectedVertical(): Vertical | null {
  const id = useSelectedVerticalId();
  return id ? VERTICALS[id] : null;
}
