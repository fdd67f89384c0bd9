import type { Row } from '../fact-table.js';

export const AS_OF = '2026-11-26';

export type Level = 'e' | 'm' | 'h';

/**
 * Surnames (and short forms) a quizmaster accepts alone for a film person: only where the surname names no one
 * else in the same table (so not "Scott" for Ridley Scott, nor "Coppola").
 */
export const PERSON_ALIASES: Record<string, readonly string[]> = {
  'Steven Spielberg': ['Spielberg'],
  'Alfred Hitchcock': ['Hitchcock'],
  'Stanley Kubrick': ['Kubrick'],
  'Quentin Tarantino': ['Tarantino'],
  'Martin Scorsese': ['Scorsese'],
  'Christopher Nolan': ['Nolan'],
  'David Lean': ['Lean'],
  'Danny Boyle': ['Boyle'],
  'James Cameron': ['Cameron'],
  'Orson Welles': ['Welles'],
  'Billy Wilder': ['Wilder'],
  'Tim Burton': ['Burton'],
  'Peter Jackson': ['Jackson'],
  'George Lucas': ['Lucas'],
  'Robert Zemeckis': ['Zemeckis'],
  'Clint Eastwood': ['Eastwood'],
  'Ken Loach': ['Loach'],
  'Mike Leigh': ['Leigh'],
  'Guy Ritchie': ['Ritchie'],
  'Sam Mendes': ['Mendes'],
  'Richard Attenborough': ['Attenborough', 'Dickie Attenborough'],
  'Akira Kurosawa': ['Kurosawa'],
  'Federico Fellini': ['Fellini'],
  'Sergio Leone': ['Leone'],
  'Hayao Miyazaki': ['Miyazaki'],
  'Bong Joon-ho': ['Bong Joon Ho', 'Bong'],
  'Guillermo del Toro': ['Del Toro'],
  'Alfonso Cuarón': ['Alfonso Cuaron', 'Cuaron'],
  'Greta Gerwig': ['Gerwig'],
  'David Fincher': ['Fincher'],
  'Miloš Forman': ['Milos Forman', 'Forman'],
  'Roman Polanski': ['Polanski'],
  'Woody Allen': ['Allen'],
  'Frank Capra': ['Capra'],
  'William Friedkin': ['Friedkin'],
  'John Williams': ['Williams'],
  'Hans Zimmer': ['Zimmer'],
  'Ennio Morricone': ['Morricone'],
  'John Barry': ['Barry'],
  Vangelis: ['Evangelos Papathanassiou'],
  'Bernard Herrmann': ['Herrmann', 'Bernard Hermann'],
  'Daniel Radcliffe': ['Radcliffe'],
  'Emma Watson': ['Watson'],
  'Rupert Grint': ['Grint'],
  'Alan Rickman': ['Rickman'],
  'Robbie Coltrane': ['Coltrane'],
  'Ralph Fiennes': ['Fiennes'],
  'Sean Connery': ['Connery'],
  'George Lazenby': ['Lazenby'],
  'Roger Moore': ['Moore'],
  'Timothy Dalton': ['Dalton'],
  'Pierce Brosnan': ['Brosnan'],
  'Daniel Craig': ['Craig'],
  'Helena Bonham Carter': ['Bonham Carter'],
  'Robert Downey Jr.': ['Robert Downey Junior', 'Downey'],
  'Hildur Guðnadóttir': ['Hildur Gudnadottir', 'Gudnadottir'],
  'A. R. Rahman': ['AR Rahman', 'Rahman'],
  'Gert Fröbe': ['Gert Frobe', 'Frobe'],
};

/** Lower-case words that begin a surname ("de Armas", "de la Tour"). */
const PARTICLES = new Set(['de', 'del', 'della', 'da', 'di', 'van', 'von', 'la', 'le', 'du']);

/** A person's surname as a quizmaster would accept it alone: none for one-word names or Jr. forms. */
function surname(name: string): string | undefined {
  const words = name.split(' ');
  if (words.length < 2 || /\bJr\.?$/.test(name)) return undefined;
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has((words[start - 1] ?? '').toLowerCase())) start -= 1;
  return words.slice(start).join(' ');
}

/**
 * Rows of [subject, answer, level], with the answer's accepted short forms from PERSON_ALIASES, or else its
 * surname alone when no other answer of the same table shares that surname.
 */
export function personRows(rows: readonly (readonly [string, string, Level, (readonly string[])?])[]): Row[] {
  const counts = new Map<string, number>();
  for (const name of new Set(rows.map((r) => r[1]))) {
    const last = surname(name)?.toLowerCase();
    if (last) counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  return rows.map(([subject, answer, level, alsoRight]): Row => {
    const last = surname(answer);
    const aliases = PERSON_ALIASES[answer] ?? (last && counts.get(last.toLowerCase()) === 1 ? [last] : []);
    return alsoRight ? [subject, answer, level, aliases, alsoRight] : [subject, answer, level, aliases];
  });
}
