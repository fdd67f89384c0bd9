import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE = 'BBC Programme Index (genome.ch.bbc.co.uk); BFI Film & TV Database; each programme’s credits';
const COCA_COLA = 'The Coca-Cola Company, history of the Holidays Are Coming advert (coca-cola.co.uk)';

/** Spooky television for Hallowe’en: families, places and things of the programmes. */
const HALLOWEEN_TV: readonly Row[] = [
  ['In The Addams Family, what is the name of the disembodied hand?', 'Thing', 'e'],
  ['In The Addams Family, what is the name of the towering butler?', 'Lurch', 'e'],
  [
    'In The Addams Family, what is the name of the relative covered from head to toe in hair?',
    'Cousin Itt',
    'm',
    ['Itt'],
  ],
  [
    'In The Addams Family, what is the name of the bald uncle who lights bulbs in his mouth?',
    'Uncle Fester',
    'm',
    ['Fester'],
  ],
  ["In The Addams Family, what is the name of Wednesday's brother?", 'Pugsley', 'm'],
  ["In The Addams Family, what is the name of Morticia's husband?", 'Gomez', 'm'],
  ['In The Munsters, what is the first name of the father, built like Frankenstein’s monster?', 'Herman', 'm'],
  ['In The Munsters, what is the name of the werewolf son?', 'Eddie', 'h', ['Edward Wolfgang Munster']],
  ['In The Munsters, who is the only member of the family who looks like an ordinary person?', 'Marilyn', 'h'],
  ['What is the name of the van in Scooby-Doo?', 'The Mystery Machine', 'e', ['Mystery Machine']],
  ["What is the name of Scooby-Doo's puppy nephew?", 'Scrappy-Doo', 'm', ['Scrappy Doo', 'Scrappy']],
  ['In Buffy the Vampire Slayer, in which Californian town does Buffy live?', 'Sunnydale', 'm'],
  [
    "In Buffy the Vampire Slayer, what is the name of Buffy's Watcher, the school librarian?",
    'Rupert Giles',
    'm',
    ['Giles'],
  ],
  [
    'In Stranger Things, what is the name of the dark mirror world beneath Hawkins?',
    'The Upside Down',
    'e',
    ['Upside Down'],
  ],
  ['In the BBC sitcom Ghosts, what is the name of the country house the ghosts haunt?', 'Button House', 'm'],
  ['In Sabrina the Teenage Witch, what is the name of the talking cat?', 'Salem', 'm'],
  ['In Bewitched, what is the name of the witch who marries Darrin?', 'Samantha', 'm'],
  ["What is the name of The Simpsons' yearly Hallowe’en episodes?", 'Treehouse of Horror', 'm'],
  [
    'What is the name of the school Wednesday Addams attends in the 2022 series Wednesday?',
    'Nevermore Academy',
    'm',
    ['Nevermore'],
  ],
  ['Which actress plays Wednesday Addams in the 2022 Netflix series Wednesday?', 'Jenna Ortega', 'm'],
  ['Which actor played Dr Frank-N-Furter in The Rocky Horror Picture Show?', 'Tim Curry', 'm'],
  [
    'Which dance does The Rocky Horror Picture Show teach with "a jump to the left"?',
    'The Time Warp',
    'e',
    ['Time Warp'],
  ],
  [
    'Which friendly ghost of the cartoons starred in a 1995 film with Christina Ricci?',
    'Casper',
    'e',
    ['Casper the Friendly Ghost'],
  ],
  ['Which 1992 BBC "live" Hallowe’en drama, presented by Michael Parkinson, fooled many viewers?', 'Ghostwatch', 'h'],
];

/** Television at Christmas: specials, sketches and the programmes of the day. */
const CHRISTMAS_TV: readonly Row[] = [
  ['In the 2019 Gavin & Stacey Christmas special, who proposes to Smithy?', 'Nessa', 'm', ['Vanessa', 'Nessa Jenkins']],
  [
    'In which 1996 Only Fools and Horses Christmas episode do Del and Rodney finally become millionaires?',
    'Time on Our Hands',
    'h',
  ],
  [
    'In which 1996 Only Fools and Horses Christmas episode do Del and Rodney go to a party as Batman and Robin?',
    'Heroes and Villains',
    'm',
  ],
  [
    'Which conductor played Grieg “not necessarily in the right order” on The Morecambe & Wise Show at Christmas 1971?',
    'André Previn',
    'm',
    ['Andre Previn', 'Previn'],
  ],
  [
    'Which soap’s Christmas Day 1986 episode, with Den handing Angie divorce papers, drew about 30 million viewers?',
    'EastEnders',
    'm',
  ],
  [
    'Which Julia Donaldson story was made into the BBC’s Christmas Day animation of 2009?',
    'The Gruffalo',
    'e',
    ['Gruffalo'],
  ],
  [
    'What was the title of the 2012 sequel to The Snowman, first shown on Channel 4 at Christmas?',
    'The Snowman and the Snowdog',
    'm',
  ],
  ["In which year did Coca-Cola's “Holidays Are Coming” lorries first appear on television?", '1995', 'h'],
];

const questions = (id: string, seasons: FactTable['seasons'], rows: readonly Row[], words: string[]): FactTable => ({
  id,
  name: seasons?.includes('christmas') ? 'christmas-tv' : 'halloween-tv',
  category: 'tv-radio',
  note: NOTE,
  asOf: AS_OF,
  seasons,
  words,
  text: (q) => q,
  rows,
});

export const SEASONAL_TV_TABLES: readonly FactTable[] = [
  questions('tv-radio-halloween', ['halloween'], HALLOWEEN_TV, ['Lurch', 'Itt', 'Pugsley', 'Sunnydale', 'Furter']),
  { ...questions('tv-radio-christmas', ['christmas'], CHRISTMAS_TV, ['Snowdog']), note: `${NOTE}; ${COCA_COLA}` },
];
