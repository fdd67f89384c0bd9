import type { V1Question } from '@trivia/contracts';

/** What the bank file says of a dataset it was made from (packages/question-bank's ATTRIBUTIONS). */
export interface SourceAttribution {
  name: string;
  licence: string;
  url: string | null;
}

type V1Source = V1Question['source'];

const FACT_TABLE = 'fact-table:';
const OWN_TABLES = 'Our own fact tables';
/** A member's contribution: "Contributed by Jane D. — https://…" (see contributions' credit line). */
const CREDIT_WITH_LINK = /\s—\s(https?:\/\/\S+)$/;

function parseUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Sources are few and every question of a call names one: each is parsed once, not on every request. */
const URLS = new Map<string, string | null>();
const URLS_KEPT = 10_000;

const asUrl = (text: string | null | undefined): string | null => {
  if (!text) return null;
  let url = URLS.get(text);
  if (url === undefined) {
    url = parseUrl(text);
    if (URLS.size < URLS_KEPT) URLS.set(text, url);
  }
  return url;
};

/**
 * The source of a question as the API shows it: the bank's source string matched to its attribution
 * (`countries-list@3.4.1` is "countries-list 3.4.1 (Annexare Studio)", MIT, its repository), our own fact tables
 * by table name, a contribution with the link its contributor gave. What no attribution names keeps its own
 * words with no url or licence: never a guessed one.
 */
export function v1SourceOf(source: string, attributions: readonly SourceAttribution[]): V1Source {
  let known = SOURCES.get(attributions);
  if (!known) {
    known = new Map();
    SOURCES.set(attributions, known);
  }
  let found = known.get(source);
  if (!found) {
    found = Object.freeze(sourceOf(source, attributions));
    if (known.size < URLS_KEPT) known.set(source, found);
  }
  return found;
}

/**
 * Every question of a call names its source, and a bank has a few hundred: each is worked out once per list of
 * attributions (the bank's, kept until it reloads), not per question served.
 */
const SOURCES = new WeakMap<readonly SourceAttribution[], Map<string, V1Source>>();

function sourceOf(source: string, attributions: readonly SourceAttribution[]): V1Source {
  if (source.startsWith(FACT_TABLE)) {
    const own = attributions.find((a) => a.name === OWN_TABLES);
    const tables = source.slice(FACT_TABLE.length).split('+').join(', ');
    return own
      ? { name: `${OWN_TABLES}: ${tables}`, url: asUrl(own.url), licence: own.licence }
      : { name: source, url: null, licence: null };
  }
  const [dataset = source, ...others] = source.split(';').map((part) => part.trim());
  const at = dataset.lastIndexOf('@');
  if (at > 0) {
    const label = `${dataset.slice(0, at)} ${dataset.slice(at + 1)}`;
    const known = attributions.find((a) => a.name === label || a.name.startsWith(`${label} `));
    if (known) {
      return { name: [known.name, ...others].join('; '), url: asUrl(known.url), licence: known.licence };
    }
  }
  return { name: source, url: asUrl(CREDIT_WITH_LINK.exec(source)?.[1]), licence: null };
}
