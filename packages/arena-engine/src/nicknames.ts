import { NICKNAME_LENGTH } from '@trivia/contracts';

export const NICKNAME_MIN = NICKNAME_LENGTH.min;
export const NICKNAME_MAX = NICKNAME_LENGTH.max;

/**
 * A deliberately small list of slur and profanity stems. It catches the obvious cases and leetspeak spellings;
 * moderation of what slips through belongs to reports, not to this list.
 */
const BLOCKED_ANYWHERE = ['fuck', 'shit', 'cunt', 'nigg', 'bitch', 'whore', 'slut', 'wank', 'twat', 'retard', 'hitler'];

/** Stems that sit inside harmless words (Dickens, Hancock, spicy, grape), so only a whole word is refused. */
const BLOCKED_WORDS = ['dick', 'cock', 'fag', 'spic', 'kike', 'chink', 'rape', 'nazi', 'penis', 'porn'];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

// Each letter may repeat ("fuuuck"), so a stem is a run of letters each followed by `+`.
const stemPattern = (stem: string): string => Array.from(stem, (letter) => `${letter}+`).join('');
const ANYWHERE = new RegExp(BLOCKED_ANYWHERE.map(stemPattern).join('|'));
const WHOLE_WORD = new RegExp(`^(?:${BLOCKED_WORDS.map(stemPattern).join('|')})s?$`);

const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} _.\-']*$/u;

/** Trims and collapses inner runs of spaces: what other players will see. */
export const cleanNickname = (nickname: string): string => nickname.normalize('NFKC').trim().replace(/\s+/g, ' ');

/** The form used for uniqueness: case and width folded. */
export const nicknameKey = (nickname: string): string => cleanNickname(nickname).toLowerCase();

function unleet(text: string): string {
  const folded = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  return Array.from(folded, (ch) => LEET[ch] ?? ch).join('');
}

export function isOffensive(nickname: string): boolean {
  const plain = unleet(nickname);
  if (ANYWHERE.test(plain.replace(/[^a-z]/g, ''))) return true;
  return plain.split(/[^a-z]+/).some((word) => WHOLE_WORD.test(word));
}

/** Why a nickname is not acceptable on its own (length, characters, wording), or null when it is. */
export function nicknameProblem(nickname: string): string | null {
  const clean = cleanNickname(nickname);
  const length = Array.from(clean).length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) {
    return `A nickname has ${NICKNAME_MIN} to ${NICKNAME_MAX} characters.`;
  }
  if (!ALLOWED.test(clean)) return "A nickname uses letters, digits, spaces and _ . - ' only.";
  if (isOffensive(clean)) return 'Please choose a different nickname.';
  return null;
}
