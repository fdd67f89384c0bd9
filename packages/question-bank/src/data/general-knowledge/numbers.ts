import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

type Level = 'e' | 'm' | 'h';
type Count = readonly [string, string, string, Level];

/** Rows of [what is counted, where, number, level]: the subject is both halves, and the prompts put them back apart. */
function countTable(id: string, name: string, note: string, counts: readonly Count[], extra: Partial<FactTable> = {}) {
  const parts = new Map(counts.map(([what, where]) => [`${what} ${where}`, [what, where] as const]));
  const split = (s: string) => parts.get(s) ?? [s, ''];
  const table: FactTable = {
    id,
    name,
    category: 'general-knowledge',
    note,
    asOf: AS_OF,
    text: (s) => `How many ${split(s)[0]} are there ${split(s)[1]}?`,
    mc: (s) => `What is the number of ${split(s)[0]} ${split(s)[1]}?`,
    rows: counts.map(([what, where, n, level]): Row => [`${what} ${where}`, n, level]),
    allowLookAlikes: true,
    ...extra,
  };
  return table;
}

const MEASURES: readonly Count[] = [
  ['pints', 'in a gallon', '8', 'e'],
  ['ounces', 'in a pound', '16', 'e'],
  ['pounds', 'in a stone', '14', 'e'],
  ['inches', 'in a foot', '12', 'e'],
  ['feet', 'in a yard', '3', 'e'],
  ['yards', 'in a mile', '1,760', 'm'],
  ['feet', 'in a mile', '5,280', 'h'],
  ['yards', 'in a chain', '22', 'h'],
  ['chains', 'in a furlong', '10', 'h'],
  ['furlongs', 'in a mile', '8', 'm'],
  ['feet', 'in a fathom', '6', 'm'],
  ['fluid ounces', 'in an imperial pint', '20', 'h'],
  ['inches', 'in a hand, as used to measure horses', '4', 'm'],
  ['metres', 'in a nautical mile', '1,852', 'h'],
  ['pints', 'in a quart', '2', 'm'],
  ['gills', 'in an imperial pint', '4', 'h'],
  ['gallons', 'in a firkin of beer', '9', 'h'],
  ['stones', 'in an imperial hundredweight', '8', 'h'],
  ['pounds', 'in an imperial ton', '2,240', 'h'],
  ['square yards', 'in an acre', '4,840', 'h'],
  ['acres', 'in a square mile', '640', 'h'],
  ['old pennies', 'in a shilling', '12', 'm'],
  ['shillings', 'in a pound before decimalisation', '20', 'm'],
  ['old pennies', 'in a pound before decimalisation', '240', 'm'],
  ['shillings', 'in a guinea', '21', 'm'],
  ['items', 'in a gross', '144', 'm'],
  ['items', "in a baker's dozen", '13', 'e'],
  ['items', 'in a score', '20', 'e'],
  ['carats', 'in pure gold', '24', 'm'],
  ['sheets of paper', 'in a ream', '500', 'm'],
  ['miles', 'in a league', '3', 'h'],
  ['days', 'in a fortnight', '14', 'e'],
  ['hours', 'in a week', '168', 'm'],
  ['minutes', 'in a day', '1,440', 'm'],
  ['seconds', 'in an hour', '3,600', 'e'],
];

const SHAPES: readonly Count[] = [
  ['sides', 'on a hexagon', '6', 'e'],
  ['sides', 'on an octagon', '8', 'e'],
  ['sides', 'on a heptagon', '7', 'm'],
  ['sides', 'on a nonagon', '9', 'm'],
  ['sides', 'on a decagon', '10', 'm'],
  ['sides', 'on a dodecagon', '12', 'm'],
  ['sides', 'on a hendecagon', '11', 'h'],
  ['faces', 'on a tetrahedron', '4', 'm'],
  ['edges', 'on a cube', '12', 'm'],
  ['vertices', 'on a cube', '8', 'm'],
  ['faces', 'on a dodecahedron', '12', 'h'],
  ['faces', 'on an icosahedron', '20', 'h'],
  ['sides', 'on a 50p coin', '7', 'e'],
  ['sides', 'on the £1 coin introduced in 2017', '12', 'e'],
  ['zeros', 'in a million', '6', 'e'],
  ['degrees', 'in a right angle', '90', 'e'],
  ['degrees', 'in the angles of a triangle added together', '180', 'e'],
];

const EVERYDAY: readonly Count[] = [
  ['squares', 'on a chessboard', '64', 'e'],
  ['pieces', "in each player's set at the start of a game of chess", '16', 'e'],
  ['pawns', "in each player's set in chess", '8', 'e'],
  ['dominoes', 'in a standard double-six set', '28', 'm'],
  ['cards', 'in a standard pack, leaving out the jokers', '52', 'e'],
  ['tiles', 'in a standard English-language Scrabble set', '100', 'm'],
  ['blank tiles', 'in a standard English-language Scrabble set', '2', 'm'],
  ['points', 'for the letter Z in English-language Scrabble', '10', 'm'],
  ['red balls', 'on a snooker table at the start of a frame', '15', 'e'],
  ['balls', 'on a snooker table at the start of a frame, counting the cue ball', '22', 'm'],
  ['pockets', 'on a snooker table', '6', 'e'],
  ['numbered segments', 'on a standard dartboard', '20', 'm'],
  ['points', 'for a bullseye in darts', '50', 'e'],
  ['squares', 'around the edge of a Monopoly board', '40', 'm'],
  ['cards', 'in a tarot deck', '78', 'h'],
  ['points (triangles)', 'on a backgammon board', '24', 'h'],
  ['checkers', 'for each player at the start of backgammon', '15', 'h'],
  ['keys', 'on a standard modern piano', '88', 'm'],
  ['strings', 'on a standard guitar', '6', 'e'],
  ['strings', 'on a violin', '4', 'e'],
  ['holes', 'on a standard round of golf', '18', 'e'],
  ['stripes', 'on the flag of the United States', '13', 'm'],
  ['stars', 'on the flag of the United States', '50', 'e'],
  ['spots', 'on a standard six-sided die, counting every face', '21', 'h'],
  ['small squares', "on each face of a standard Rubik's Cube", '9', 'e'],
  ['lines', 'in a limerick', '5', 'm'],
  ['lines', 'in a sonnet', '14', 'm'],
  ['syllables', 'in a traditional haiku', '17', 'm'],
  ['letters', 'in the English alphabet', '26', 'e'],
  ['days', 'in a leap year', '366', 'e'],
  ['players', 'in a game of contract bridge', '4', 'm'],
  ['cards', "in each player's hand at the start of a deal in bridge", '13', 'm'],
];

/** [roman numeral, value, level]. */
const ROMAN: readonly Row[] = [
  ['L', '50', 'e'],
  ['C', '100', 'e'],
  ['D', '500', 'e'],
  ['M', '1000', 'e'],
  ['XL', '40', 'e'],
  ['XIX', '19', 'e'],
  ['XC', '90', 'm'],
  ['CD', '400', 'm'],
  ['CM', '900', 'm'],
  ['XLIV', '44', 'm'],
  ['XCIX', '99', 'm'],
  ['LXXXVIII', '88', 'm'],
  ['DCCC', '800', 'm'],
  ['CDXLIV', '444', 'h'],
  ['MM', '2000', 'e'],
];

/** [year, in roman numerals, level]. */
const ROMAN_YEAR: readonly Row[] = [
  ['1066', 'MLXVI', 'm'],
  ['1492', 'MCDXCII', 'h'],
  ['1588', 'MDLXXXVIII', 'h'],
  ['1666', 'MDCLXVI', 'h'],
  ['1776', 'MDCCLXXVI', 'h'],
  ['1815', 'MDCCCXV', 'h'],
  ['1918', 'MCMXVIII', 'm'],
  ['1945', 'MCMXLV', 'm'],
  ['1966', 'MCMLXVI', 'm'],
  ['1984', 'MCMLXXXIV', 'm'],
  ['1999', 'MCMXCIX', 'm'],
  ['2026', 'MMXXVI', 'e'],
];

/** [what the piece does, chess piece, level, aliases]. */
const CHESS: readonly Row[] = [
  ['moves only diagonally', 'Bishop', 'e'],
  ['moves in an L shape', 'Knight', 'e'],
  ['can jump over other pieces', 'Knight', 'm'],
  ['moves any number of squares in a straight line or diagonally', 'Queen', 'e'],
  ['starts the game in the corners of the board', 'Rook', 'e', ['Castle']],
  ['takes part in castling alongside the king', 'Rook', 'm', ['Castle']],
  ['can be promoted on reaching the far side of the board', 'Pawn', 'e'],
  ['can make an en passant capture', 'Pawn', 'h'],
  ['must be checkmated to win the game', 'King', 'e'],
  ['moves just one square at a time in any direction', 'King', 'm'],
  ['starts between the knight and the king or queen', 'Bishop', 'm'],
  ['starts on the square d1 for White', 'Queen', 'h'],
];

export const NUMBER_TABLES: readonly FactTable[] = [
  countTable(
    'general-knowledge-measures',
    'gk-measures',
    'Weights and Measures Act 1985, Schedule 1; Oxford Dictionary of Weights, Measures and Units (2001); Royal Mint (pre-decimal coinage)',
    MEASURES,
    { words: ['firkin', 'hundredweight', 'decimalisation'] },
  ),
  countTable(
    'general-knowledge-shape-count',
    'gk-shapes-and-numbers',
    'Oxford Concise Dictionary of Mathematics (6th ed.); Royal Mint coin specifications (royalmint.com)',
    SHAPES,
    {
      curriculum: { subject: 'maths', levels: ['gcse'] },
      words: [
        'heptagon',
        'nonagon',
        'decagon',
        'dodecagon',
        'hendecagon',
        'tetrahedron',
        'dodecahedron',
        'icosahedron',
      ],
    },
  ),
  countTable(
    'general-knowledge-count',
    'gk-how-many',
    'Laws of Chess (FIDE Handbook); Scrabble rules (Mattel); World Snooker rules; Oxford Dictionary of Literary Terms; Executive Order 10834 (US flag)',
    EVERYDAY,
    { words: ['bullseye', 'dartboard', 'backgammon', 'haiku'] },
  ),
  {
    id: 'general-knowledge-roman-numeral',
    name: 'gk-roman-numerals',
    category: 'general-knowledge',
    note: 'Oxford English Dictionary, “Roman numeral”; Oxford Concise Dictionary of Mathematics',
    asOf: AS_OF,
    namedSubjects: true,
    text: (r) => `What number does the Roman numeral ${r} stand for?`,
    mc: (r) => `In Roman numerals, what is the value of ${r}?`,
    rows: ROMAN,
    allowLookAlikes: true,
  },
  {
    id: 'general-knowledge-roman-year',
    name: 'gk-roman-numerals',
    category: 'general-knowledge',
    note: 'Oxford English Dictionary, “Roman numeral”; Oxford Concise Dictionary of Mathematics',
    asOf: AS_OF,
    text: (y) => `How is the year ${y} written in Roman numerals?`,
    mc: (y) => `Which of these is ${y} in Roman numerals?`,
    rows: ROMAN_YEAR,
    allowLookAlikes: true,
  },
  {
    id: 'general-knowledge-chess-piece',
    name: 'gk-chess',
    category: 'general-knowledge',
    note: 'FIDE Laws of Chess (FIDE Handbook, 2023)',
    asOf: AS_OF,
    text: (d) => `Which chess piece ${d}?`,
    mc: (d) => `In chess, which piece ${d}?`,
    rows: CHESS,
    words: ['passant'],
  },
];
