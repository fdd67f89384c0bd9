import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Encyclopaedia Britannica biographies; Oxford Dictionary of National Biography; official artist biographies';

/** [name the person is known by, name at birth, level, aliases of the birth name]. */
const MUSIC: readonly Row[] = [
  ['Elton John', 'Reginald Dwight', 'e', ['Reg Dwight', 'Reginald Kenneth Dwight']],
  ['Freddie Mercury', 'Farrokh Bulsara', 'm', ['Freddie Bulsara']],
  ['Sting', 'Gordon Sumner', 'm', ['Gordon Matthew Sumner']],
  ['Bono', 'Paul Hewson', 'h'],
  ['Cliff Richard', 'Harry Webb', 'm', ['Harry Rodger Webb']],
  ['Lady Gaga', 'Stefani Germanotta', 'm'],
  ['Bruno Mars', 'Peter Hernandez', 'h'],
  ['Katy Perry', 'Katheryn Hudson', 'h', ['Katy Hudson']],
  ['Adam Ant', 'Stuart Goddard', 'h'],
  ['Billy Idol', 'William Broad', 'h'],
  ['Ringo Starr', 'Richard Starkey', 'e'],
  ['Slash', 'Saul Hudson', 'h'],
  ['Dusty Springfield', 'Mary O’Brien', 'h', ["Mary O'Brien"]],
  ['Lulu', 'Marie Lawrie', 'h', ['Marie McDonald McLaughlin Lawrie']],
  ['Cilla Black', 'Priscilla White', 'm'],
  ['Engelbert Humperdinck', 'Arnold Dorsey', 'h'],
  ['Tom Jones', 'Thomas Woodward', 'm'],
  ['Bob Dylan', 'Robert Zimmerman', 'm'],
  ['Snoop Dogg', 'Calvin Broadus', 'h'],
  ['Eminem', 'Marshall Mathers', 'm'],
  ['Jay-Z', 'Shawn Carter', 'h'],
  ['50 Cent', 'Curtis Jackson', 'h'],
  ['Stormzy', 'Michael Owuo', 'h', ['Michael Omari Owuo', 'Michael Omari']],
  ['Dizzee Rascal', 'Dylan Mills', 'h'],
  ['Rihanna', 'Robyn Fenty', 'm'],
  ['Iggy Pop', 'James Osterberg', 'h', ['Jim Osterberg']],
  ['Alice Cooper', 'Vincent Furnier', 'h'],
  ['Tina Turner', 'Anna Mae Bullock', 'm', ['Anna Bullock']],
  ['Elvis Costello', 'Declan MacManus', 'h', ['Declan McManus']],
  ['Bonnie Tyler', 'Gaynor Hopkins', 'h'],
  ['Shakin’ Stevens', 'Michael Barratt', 'h'],
  ['Sid Vicious', 'John Ritchie', 'h', ['John Simon Ritchie']],
  ['Lemmy', 'Ian Kilmister', 'h'],
  ['Marilyn Manson', 'Brian Warner', 'h'],
];

const SCREEN_AND_SPORT: readonly Row[] = [
  ['Marilyn Monroe', 'Norma Jeane Mortenson', 'm', ['Norma Jeane Baker', 'Norma Jean Baker', 'Norma Jean Mortenson']],
  ['John Wayne', 'Marion Morrison', 'm'],
  ['Cary Grant', 'Archibald Leach', 'm', ['Archie Leach']],
  ['Michael Caine', 'Maurice Micklewhite', 'm'],
  ['Judy Garland', 'Frances Gumm', 'h'],
  ['Stan Laurel', 'Arthur Stanley Jefferson', 'h', ['Arthur Jefferson']],
  ['Kirk Douglas', 'Issur Danielovitch', 'h'],
  ['Tony Curtis', 'Bernard Schwartz', 'h'],
  ['Rock Hudson', 'Roy Scherer', 'h'],
  ['Harry Houdini', 'Erik Weisz', 'h', ['Ehrich Weiss', 'Erich Weiss']],
  ['Whoopi Goldberg', 'Caryn Johnson', 'h'],
  ['Jamie Foxx', 'Eric Bishop', 'h'],
  ['Vin Diesel', 'Mark Sinclair', 'h'],
  ['Ben Kingsley', 'Krishna Bhanji', 'h'],
  ['Twiggy', 'Lesley Hornby', 'm'],
  ['Muhammad Ali', 'Cassius Clay', 'e'],
  ['Kareem Abdul-Jabbar', 'Lew Alcindor', 'h'],
  ['Pelé', 'Edson Arantes do Nascimento', 'h', ['Edson']],
  ['Mark Twain', 'Samuel Clemens', 'm', ['Samuel Langhorne Clemens']],
  ['George Orwell', 'Eric Blair', 'm', ['Eric Arthur Blair']],
  ['Lewis Carroll', 'Charles Dodgson', 'm', ['Charles Lutwidge Dodgson']],
  ['George Eliot', 'Mary Ann Evans', 'm', ['Mary Anne Evans']],
  ['Voltaire', 'François-Marie Arouet', 'h', ['Francois-Marie Arouet']],
  ['Dr Seuss', 'Theodor Geisel', 'h', ['Theodor Seuss Geisel']],
];

const LEADERS: readonly Row[] = [
  ['Lenin', 'Vladimir Ulyanov', 'm', ['Vladimir Ilyich Ulyanov']],
  [
    'Joseph Stalin',
    'Ioseb Jughashvili',
    'h',
    ['Iosif Dzhugashvili', 'Joseph Dzhugashvili', 'Dzhugashvili', 'Jughashvili'],
  ],
  ['Leon Trotsky', 'Lev Bronstein', 'h'],
  ['Pol Pot', 'Saloth Sar', 'h'],
  ['Pope Francis', 'Jorge Mario Bergoglio', 'm', ['Jorge Bergoglio', 'Bergoglio']],
  ['Pope Benedict XVI', 'Joseph Ratzinger', 'm', ['Ratzinger']],
  ['Pope John Paul II', 'Karol Wojtyła', 'm', ['Karol Wojtyla', 'Wojtyla']],
  ['Pope Leo XIV', 'Robert Prevost', 'm', ['Robert Francis Prevost', 'Prevost']],
  [
    'Mother Teresa',
    'Anjezë Gonxhe Bojaxhiu',
    'h',
    ['Agnes Bojaxhiu', 'Anjeze Gonxhe Bojaxhiu', 'Agnes Gonxha Bojaxhiu'],
  ],
];

function realName(id: string, kind: string, rows: readonly Row[], extra: readonly string[]): FactTable {
  return {
    id,
    name: 'real names',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (s) => `What was the birth name of ${kind}${s}?`,
    mc: (s) => `Which of these names was ${kind}${s} born with?`,
    words: ['Shakin'],
    rows,
    extraDistractors: extra,
  };
}

/** The same facts the other way round: the name at birth gives the name the person is famous by. */
function knownAs(
  id: string,
  mirrorOf: string,
  who: string,
  plural: string,
  rows: readonly Row[],
  extra: readonly string[],
): FactTable {
  return {
    id,
    name: 'real names',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    mirrorOf,
    text: (s) => `Which ${who} was born with the name ${s}?`,
    mc: (s) => `Which of these ${plural} was born ${s}?`,
    words: ['Shakin'],
    rows: rows.map(([known, born, level]): Row => [born, known, level === 'h' ? 'm' : 'e']),
    extraDistractors: extra,
  };
}

export const REAL_NAME_TABLES: readonly FactTable[] = [
  realName('famous-people-real-name-music', 'the musician ', MUSIC, []),
  knownAs('famous-people-known-as-music', 'famous-people-real-name-music', 'music star', 'music stars', MUSIC, []),
  realName('famous-people-real-name-screen', '', SCREEN_AND_SPORT, []),
  knownAs(
    'famous-people-known-as-screen',
    'famous-people-real-name-screen',
    'famous person',
    'famous people',
    SCREEN_AND_SPORT,
    [],
  ),
  realName('famous-people-real-name-leader', '', LEADERS, [
    'Albino Luciani',
    'Giovanni Battista Montini',
    'Angelo Roncalli',
  ]),
];
