import type { FactTable, Row } from '../fact-table.js';
import { AS_OF } from './shared.js';

const ALW = ['Lloyd Webber', 'Andrew Lloyd-Webber', 'Lord Lloyd-Webber'];
const SONDHEIM = ['Sondheim'];
const CMS = ['Schönberg', 'Schonberg', 'Claude-Michel Schonberg', 'Boublil and Schönberg'];
const LMM = ['Lin-Manuel Miranda', 'Miranda'];

/** Stage musicals and the composer of their music (lyricists are not asked); musicals written by a pair are left out. */
const MUSICALS: readonly Row[] = [
  ['Cats', 'Andrew Lloyd Webber', 'e', ALW],
  ['The Phantom of the Opera', 'Andrew Lloyd Webber', 'e', ALW],
  ['Jesus Christ Superstar', 'Andrew Lloyd Webber', 'e', ALW],
  ['Evita', 'Andrew Lloyd Webber', 'e', ALW],
  ['Joseph and the Amazing Technicolor Dreamcoat', 'Andrew Lloyd Webber', 'e', ALW],
  ['Starlight Express', 'Andrew Lloyd Webber', 'm', ALW],
  ['Sunset Boulevard', 'Andrew Lloyd Webber', 'm', ALW],
  ['Aspects of Love', 'Andrew Lloyd Webber', 'h', ALW],
  ['School of Rock', 'Andrew Lloyd Webber', 'm', ALW],
  ['Whistle Down the Wind', 'Andrew Lloyd Webber', 'h', ALW],
  ['Les Misérables', 'Claude-Michel Schönberg', 'h', CMS],
  ['Miss Saigon', 'Claude-Michel Schönberg', 'h', CMS],
  ['Oliver!', 'Lionel Bart', 'm', ['Bart']],
  ['Sweeney Todd', 'Stephen Sondheim', 'm', SONDHEIM],
  ['Into the Woods', 'Stephen Sondheim', 'm', SONDHEIM],
  ['Company', 'Stephen Sondheim', 'h', SONDHEIM],
  ['A Little Night Music', 'Stephen Sondheim', 'h', SONDHEIM],
  ['Hamilton', 'Lin-Manuel Miranda', 'e', LMM],
  ['In the Heights', 'Lin-Manuel Miranda', 'h', LMM],
  ['Matilda', 'Tim Minchin', 'm', ['Minchin']],
  ['Groundhog Day', 'Tim Minchin', 'h', ['Minchin']],
  ['Billy Elliot', 'Elton John', 'm'],
  ['The Lion King', 'Elton John', 'm', [], ['Hans Zimmer']],
  ['Wicked', 'Stephen Schwartz', 'm', ['Schwartz']],
  ['Godspell', 'Stephen Schwartz', 'h', ['Schwartz']],
  ['The Rocky Horror Show', "Richard O'Brien", 'm'],
  ['Blood Brothers', 'Willy Russell', 'm'],
  ['Rent', 'Jonathan Larson', 'h', ['Larson']],
  ['Little Shop of Horrors', 'Alan Menken', 'h', ['Menken']],
  ['Hello, Dolly!', 'Jerry Herman', 'h', ['Herman']],
  ['La Cage aux Folles', 'Jerry Herman', 'h', ['Herman']],
  ['Kiss Me, Kate', 'Cole Porter', 'm', ['Porter']],
  ['Anything Goes', 'Cole Porter', 'm', ['Porter']],
  ['Guys and Dolls', 'Frank Loesser', 'h', ['Loesser']],
  ['Annie Get Your Gun', 'Irving Berlin', 'm', ['Berlin']],
  ['Fiddler on the Roof', 'Jerry Bock', 'h', ['Bock']],
  ['A Chorus Line', 'Marvin Hamlisch', 'h', ['Hamlisch']],
  ['Hair', 'Galt MacDermot', 'h', ['MacDermot']],
  ['Kinky Boots', 'Cyndi Lauper', 'm', ['Lauper']],
  ['9 to 5', 'Dolly Parton', 'e', ['Dolly']],
  ['The Music Man', 'Meredith Willson', 'h'],
  ["Everybody's Talking About Jamie", 'Dan Gillespie Sells', 'h'],
  ['Bat Out of Hell', 'Jim Steinman', 'h', ['Steinman']],
  ['Me and My Girl', 'Noel Gay', 'h'],
  ['Cabaret', 'John Kander', 'm', ['Kander', 'Kander and Ebb']],
  ['Chicago', 'John Kander', 'm', ['Kander', 'Kander and Ebb']],
  ['Oklahoma!', 'Richard Rodgers', 'm', ['Rodgers', 'Rodgers and Hammerstein']],
  ['The Sound of Music', 'Richard Rodgers', 'm', ['Rodgers', 'Rodgers and Hammerstein']],
  ['South Pacific', 'Richard Rodgers', 'm', ['Rodgers', 'Rodgers and Hammerstein']],
  ['The King and I', 'Richard Rodgers', 'm', ['Rodgers', 'Rodgers and Hammerstein']],
  ['My Fair Lady', 'Frederick Loewe', 'h', ['Loewe', 'Lerner and Loewe']],
  ['Camelot', 'Frederick Loewe', 'h', ['Loewe', 'Lerner and Loewe']],
];

export const MUSICAL_TABLES: readonly FactTable[] = [
  {
    id: 'pop-rock-musical-composer',
    name: 'stage-musicals',
    category: 'pop-rock',
    note: 'Official London Theatre show pages (officiallondontheatre.com); Internet Broadway Database (ibdb.com); Oxford Companion to the American Musical',
    asOf: AS_OF,
    namedSubjects: true,
    answerKind: 'person',
    text: (m) => `Who wrote the music for the stage musical ${m}?`,
    mc: (m) => `Which of these composers wrote the music of the stage musical ${m}?`,
    rows: MUSICALS,
  },
];
