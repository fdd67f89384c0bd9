import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Founders of companies and movements: the founder every company history names. */
export const FOUNDER_TABLES: readonly FactTable[] = [
  {
    id: 'famous-people-founder',
    name: 'company founders',
    category: 'famous-people',
    note: 'Company histories on the companies’ own websites; Encyclopaedia Britannica; Oxford Dictionary of National Biography',
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (d) => `Who ${d}?`,
    mc: (d) => `Which of these business people ${d}?`,
    rows: [
      ['co-founded Microsoft with Paul Allen in 1975', 'Bill Gates', 'e', ['Gates']],
      ['co-founded Apple in 1976 and launched the iPhone in 2007', 'Steve Jobs', 'e', ['Jobs']],
      ['founded Amazon in 1994, first selling books online', 'Jeff Bezos', 'e', ['Bezos']],
      ['launched Facebook from his Harvard room in 2004', 'Mark Zuckerberg', 'e', ['Zuckerberg']],
      ['founded the rocket company SpaceX in 2002', 'Elon Musk', 'e', ['Musk']],
      [
        'founded the Virgin Group, whose businesses have included a record label and an airline',
        'Richard Branson',
        'e',
        ['Branson'],
      ],
      ['opened the first Body Shop in Brighton in 1976', 'Anita Roddick', 'm', ['Roddick']],
      ['founded the airline easyJet in 1995', 'Stelios Haji-Ioannou', 'm', ['Stelios']],
      ['founded the electronics company Amstrad in 1968', 'Alan Sugar', 'e', ['Lord Sugar']],
      ['co-founded Google with Sergey Brin in 1998', 'Larry Page', 'm'],
      ['founded the Chinese online trading company Alibaba', 'Jack Ma', 'm'],
      ['founded the Swedish furniture company IKEA in 1943', 'Ingvar Kamprad', 'm', ['Kamprad']],
      [
        'started the Kentucky Fried Chicken chain, wearing a white suit and bow tie',
        'Harland Sanders',
        'm',
        ['Colonel Sanders'],
      ],
      ['founded Tesco, starting from a market stall in the East End of London in 1919', 'Jack Cohen', 'h'],
      ['co-founded the online encyclopedia Wikipedia with Larry Sanger in 2001', 'Jimmy Wales', 'm'],
      ['co-founded the sportswear company Nike with his coach Bill Bowerman', 'Phil Knight', 'h'],
      ['founded the Danish toy company Lego', 'Ole Kirk Christiansen', 'h', ['Christiansen', 'Ole Kirk Kristiansen']],
      ['founded the Standard Oil Company in 1870', 'John D. Rockefeller', 'm', ['Rockefeller']],
      [
        'built a steel empire in Pittsburgh and gave away most of his fortune, funding thousands of libraries',
        'Andrew Carnegie',
        'm',
      ],
      ['founded the Kodak company and made photography popular with its box camera', 'George Eastman', 'h'],
      ['co-founded the website lastminute.com with Brent Hoberman in 1998', 'Martha Lane Fox', 'h', ['Lane Fox']],
      [
        'founded a pottery in Stoke-on-Trent famous for its blue and white jasperware',
        'Josiah Wedgwood',
        'h',
        ['Wedgwood'],
      ],
      [
        'founded the fashion house known for the little black dress and a perfume called No. 5',
        'Coco Chanel',
        'm',
        ['Gabrielle Chanel'],
      ],
      ['opened a boutique on the King’s Road and popularised the miniskirt', 'Mary Quant', 'm', ['Quant']],
      [
        'built McDonald’s into a worldwide chain after buying out the brothers who founded it',
        'Ray Kroc',
        'h',
        ['Kroc'],
      ],
      ['co-founded the software company Oracle in 1977', 'Larry Ellison', 'h', ['Ellison']],
    ],
  },
];
