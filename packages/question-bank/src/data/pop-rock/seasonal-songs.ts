import type { FactTable, Row } from '../fact-table.js';
import { AS_OF, CHART_NOTE, DROPPED_G } from './shared.js';

/**
 * Who wrote the Christmas songs (the first-hit act is asked by the Christmas songs table; songs their singer wrote
 * are left out). A co-writer is right too.
 */
const CHRISTMAS_WRITERS: readonly Row[] = [
  ['Last Christmas', 'George Michael', 'e'],
  ['Fairytale of New York', 'Shane MacGowan', 'm', ['MacGowan'], ['Jem Finer']],
  ['Merry Xmas Everybody', 'Noddy Holder', 'm', ['Holder'], ['Jim Lea']],
  ['I Wish It Could Be Christmas Everyday', 'Roy Wood', 'm'],
  ["Do They Know It's Christmas?", 'Bob Geldof', 'e', ['Geldof'], ['Midge Ure']],
  ['Rudolph the Red-Nosed Reindeer (the song)', 'Johnny Marks', 'h'],
  ['The Christmas Song (Chestnuts Roasting on an Open Fire)', 'Mel Tormé', 'h', ['Mel Torme', 'Torme'], ['Bob Wells']],
  ['Let It Snow! Let It Snow! Let It Snow!', 'Sammy Cahn', 'h', ['Cahn'], ['Jule Styne']],
  ['Have Yourself a Merry Little Christmas', 'Hugh Martin', 'h', [], ['Ralph Blane']],
  ["Mary's Boy Child", 'Jester Hairston', 'h', ['Hairston']],
  ['Little Donkey', 'Eric Boswell', 'h', ['Boswell']],
  ['Jingle Bells', 'James Lord Pierpont', 'm', ['James Pierpont', 'Pierpont']],
  ["Santa Claus Is Comin' to Town", 'J. Fred Coots', 'h', ['Fred Coots', 'Coots'], ['Haven Gillespie']],
  ['The Little Drummer Boy', 'Katherine Kennicott Davis', 'h', ['Katherine Davis'], ['Harry Simeone']],
  ['Carol of the Bells (the tune)', 'Mykola Leontovych', 'h', ['Leontovych']],
  ["It's the Most Wonderful Time of the Year", 'Edward Pola', 'h', [], ['George Wyle']],
  ['Lonely This Christmas', 'Nicky Chinn', 'h', ['Chinn'], ['Mike Chapman']],
  ['Merry Christmas Everyone', 'Bob Heatlie', 'h', ['Heatlie']],
  ['Stay Another Day', 'Tony Mortimer', 'h', ['Mortimer']],
];

/** Songs for a Hallowe’en party and the act that first had the hit (songs asked by the hits tables are left out). */
const HALLOWEEN_SONGS: readonly Row[] = [
  ['Monster Mash', 'Bobby "Boris" Pickett', 'm', ['Bobby Pickett', 'Boris Pickett']],
  ["Somebody's Watching Me", 'Rockwell', 'm'],
  ['Werewolves of London', 'Warren Zevon', 'h', ['Zevon']],
  ['Disturbia', 'Rihanna', 'm'],
  ['Highway to Hell', 'AC/DC', 'e', ['ACDC']],
  ["(Don't Fear) The Reaper", 'Blue Öyster Cult', 'm', ['Blue Oyster Cult']],
  ['Witchy Woman', 'Eagles', 'm', ['The Eagles']],
  ['Black Magic Woman', 'Fleetwood Mac', 'h'],
  ['Bark at the Moon', 'Ozzy Osbourne', 'm', ['Ozzy']],
  ['The Number of the Beast', 'Iron Maiden', 'm'],
  ['Abracadabra (1982)', 'Steve Miller Band', 'm', ['The Steve Miller Band']],
  ['People Are Strange', 'The Doors', 'm', ['Doors']],
  ['Witch Doctor', 'David Seville', 'h'],
  ['Love Song for a Vampire', 'Annie Lennox', 'h', ['Lennox']],
  ['Zombie Nation', 'Kernkraft 400', 'm'],
  ['Frankenstein (1973)', 'The Edgar Winter Group', 'h', ['Edgar Winter Group', 'Edgar Winter']],
  ['Haunted House (1964)', "Jumpin' Gene Simmons", 'h', ['Jumping Gene Simmons', 'Gene Simmons']],
  ['Ghosts (1982)', 'Japan', 'h'],
  ['Monster (2006)', 'The Automatic', 'h', ['Automatic']],
  ['The Witch Queen of New Orleans', 'Redbone', 'h'],
];

export const SEASONAL_SONG_TABLES: readonly FactTable[] = [
  {
    id: 'pop-rock-christmas-writer',
    name: 'christmas-songs',
    category: 'pop-rock',
    note: `${CHART_NOTE}; Ace Collins, Stories Behind the Best-Loved Songs of Christmas (2001); PRS for Music repertoire`,
    asOf: AS_OF,
    namedSubjects: true,
    answerKind: 'person',
    seasons: ['christmas'],
    words: ['Comin', 'Xmas'],
    text: (s) => `Who wrote the Christmas song ${s}?`,
    mc: (s) => `Which of these songwriters wrote ${s}?`,
    statement: (s, a) => `${a} wrote the Christmas song ${s}.`,
    rows: CHRISTMAS_WRITERS,
  },
  {
    id: 'pop-rock-halloween-song',
    name: 'halloween-songs',
    category: 'pop-rock',
    note: `${CHART_NOTE}; Billboard chart archive (first chart entry of each song)`,
    asOf: AS_OF,
    namedSubjects: true,
    seasons: ['halloween'],
    words: [...DROPPED_G, 'Kernkraft'],
    text: (s) => `Who first had a hit with the spooky song ${s}?`,
    mc: (s) => `Which act first had a hit with the Hallowe’en favourite ${s}?`,
    statement: (s, a) => `${s} was first a hit for ${a}.`,
    rows: HALLOWEEN_SONGS,
  },
];
