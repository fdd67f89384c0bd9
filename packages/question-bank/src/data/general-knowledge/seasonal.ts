import type { FactTable, Row } from '../fact-table.js';
import { sentence } from '../../lib/text.js';

export const AS_OF = '2026-11-26';
const ROYAL = 'Royal Household, history of the Christmas Broadcast (royal.uk/christmas-broadcasts)';
export const CAROLS =
  'The New Oxford Book of Carols (Keyte and Parrott, 1992); King’s College, Cambridge (kings.cam.ac.uk)';
export const CUSTOMS = 'Oxford Dictionary of English Folklore (Simpson and Roud, 2000); Historic Royal Palaces';

/** People of the British Christmas: who began a custom, wrote a carol or spoke to the nation first. */
const CHRISTMAS_PEOPLE: readonly Row[] = [
  ['popularised the Christmas tree in Britain in the 1840s', 'Prince Albert', 'e', ['Albert']],
  ['sent the first commercial Christmas card, in 1843', 'Henry Cole', 'm', ['Sir Henry Cole', 'Cole']],
  ['made the first Christmas crackers, as a London sweet-maker in the 1840s', 'Tom Smith', 'h'],
  ['gave the first royal Christmas broadcast, in 1932', 'George V', 'm', ['King George V']],
  ['wrote the words of the first royal Christmas broadcast', 'Rudyard Kipling', 'h', ['Kipling']],
  ['gave the first televised royal Christmas message, in 1957', 'Elizabeth II', 'e', ['Queen Elizabeth II']],
  ['wrote the words of the carol Hark! The Herald Angels Sing', 'Charles Wesley', 'm', ['Wesley']],
  ['wrote the music usually sung to Hark! The Herald Angels Sing', 'Felix Mendelssohn', 'h', ['Mendelssohn']],
  ['wrote the German words of Silent Night', 'Joseph Mohr', 'h', ['Mohr']],
  ['composed the tune of Silent Night', 'Franz Xaver Gruber', 'h', ['Franz Gruber', 'Gruber']],
  ['wrote the words of O Little Town of Bethlehem', 'Phillips Brooks', 'h', ['Brooks']],
  ['created Rudolph the Red-Nosed Reindeer for a 1939 store booklet', 'Robert L. May', 'h', ['Robert May']],
  ['wrote the song White Christmas', 'Irving Berlin', 'm', ['Berlin']],
  ['wrote the Christmas story The Gift of the Magi', 'O. Henry', 'h', ['O Henry']],
  ['sang Walking in the Air in the 1982 animated film The Snowman', 'Peter Auty', 'h', ['Auty']],
  ['took Walking in the Air into the UK top five in 1985', 'Aled Jones', 'm'],
  ['wrote the music of the 1982 animated film The Snowman', 'Howard Blake', 'h', ['Blake']],
];

/** The years of Christmas firsts, as noun phrases ("The first royal Christmas broadcast was in 1932."). */
const CHRISTMAS_YEARS: readonly Row[] = [
  ['the first royal Christmas broadcast', '1932', 'm'],
  ['the first televised royal Christmas message', '1957', 'm'],
  ["King Charles III's first Christmas broadcast", '2022', 'e'],
  ['the first publication of A Christmas Carol', '1843', 'm'],
  ["the first Festival of Nine Lessons and Carols at King's College, Cambridge", '1918', 'h'],
  ['the Christmas truce on the Western Front', '1914', 'e'],
  ['the first gift from Oslo of the Christmas tree in Trafalgar Square', '1947', 'h'],
  ['the first performance of Silent Night', '1818', 'h'],
  ['the first showing of the animated film The Snowman', '1982', 'm'],
  ['the release of the Band Aid single Do They Know It’s Christmas?', '1984', 'e'],
];

/** Days and seasons of the Christian year around Christmas. */
const CHRISTMAS_DAYS: readonly Row[] = [
  ['the season of about four weeks before Christmas', 'Advent', 'e'],
  ['the last Sunday before Advent, when Christmas puddings are traditionally made', 'Stir-up Sunday', 'm'],
  ['the feast of 25 March, nine months before Christmas', 'Lady Day', 'h', ['The Annunciation', 'Annunciation']],
  ['the feast of 2 February, forty days after Christmas', 'Candlemas', 'h'],
];

/** Carols asked by a fact about them. */
const CAROL_FACTS: readonly Row[] = [
  ['the carol that traditionally opens the Festival of Nine Lessons and Carols', "Once in Royal David's City", 'm'],
  ['the carol in which a king looks out on the feast of Stephen', 'Good King Wenceslas', 'e'],
  ['the carol first written in German as Stille Nacht', 'Silent Night', 'e'],
  ['the carol set to Gustav Holst’s tune Cranham, with words by Christina Rossetti', 'In the Bleak Midwinter', 'm'],
];

/** Figures of Christmas stories and customs. */
const CHRISTMAS_FIGURES: readonly Row[] = [
  ['the Dutch figure, based on St Nicholas, who brings presents on 5 December', 'Sinterklaas', 'm'],
  ['Father Christmas in France', 'Père Noël', 'm', ['Pere Noel']],
  ['the kindly witch who brings Italian children presents at Epiphany', 'La Befana', 'h', ['Befana']],
  ['the horned creature of Alpine folklore who punishes naughty children in the Christmas season', 'Krampus', 'h'],
  ['the red-nosed reindeer who joined Father Christmas’s team in a 1939 story', 'Rudolph', 'e'],
  ['the Grinch’s dog in Dr Seuss’s story', 'Max', 'm'],
];

/** Gifts of The Twelve Days of Christmas, in Frederic Austin's 1909 arrangement that British carol books print. */
const TWELVE_DAYS: readonly Row[] = [
  ['a partridge in a pear tree', 'First', 'e', ['1st', '1']],
  ['turtle doves', 'Second', 'm', ['2nd', '2']],
  ['French hens', 'Third', 'm', ['3rd', '3']],
  ['calling birds', 'Fourth', 'm', ['4th', '4']],
  ['gold rings', 'Fifth', 'e', ['5th', '5']],
  ['geese a-laying', 'Sixth', 'm', ['6th', '6']],
  ['swans a-swimming', 'Seventh', 'h', ['7th', '7']],
  ['maids a-milking', 'Eighth', 'h', ['8th', '8']],
  ['ladies dancing', 'Ninth', 'h', ['9th', '9']],
  ['lords a-leaping', 'Tenth', 'h', ['10th', '10']],
  ['pipers piping', 'Eleventh', 'h', ['11th', '11']],
  ['drummers drumming', 'Twelfth', 'h', ['12th', '12']],
];

/** The festivals Hallowe’en grew from and sits beside. */
const HALLOWEEN_FESTIVALS: readonly Row[] = [
  ['the Gaelic festival marking the end of the harvest, from which Halloween grew', 'Samhain', 'm'],
  [
    'the Christian feast on 1 November whose eve gives Halloween its name',
    "All Saints' Day",
    'm',
    ["All Hallows' Day", 'All Saints Day', 'Hallowmas'],
  ],
  ['the Christian day on 2 November for praying for the dead', "All Souls' Day", 'm', ['All Souls Day']],
  [
    'the Mexican festival on 1 and 2 November honouring the dead',
    'Day of the Dead',
    'e',
    ['Día de Muertos', 'Dia de los Muertos'],
  ],
  [
    'the night of 30 April when German folklore has witches gather on the Brocken',
    'Walpurgis Night',
    'h',
    ['Walpurgisnacht'],
  ],
];

/** Hallowe’en customs of Britain, Ireland and America. */
const HALLOWEEN_CUSTOMS: readonly Row[] = [
  [
    'the lantern carved from a pumpkin or turnip at Halloween',
    "Jack-o'-lantern",
    'e',
    ["Jack o' lantern", 'Jack-o-lantern'],
  ],
  [
    'the Halloween game of catching apples floating in water with your teeth',
    'Apple bobbing',
    'e',
    ['Bobbing for apples', 'Dooking'],
  ],
  ['the Scottish name for going door to door in costume at Halloween', 'Guising', 'm', ['Guizing']],
  [
    'the American name for going door to door in costume for sweets at Halloween',
    'Trick or treat',
    'e',
    ['Trick-or-treating', 'Trick or treating'],
  ],
  ['the Irish fruit loaf baked with a ring inside and eaten at Halloween', 'Barmbrack', 'h', ['Barm brack', 'Brack']],
];

export const table = (
  id: string,
  seasons: FactTable['seasons'],
  note: string,
  rows: readonly Row[],
  forms: Pick<FactTable, 'text' | 'mc' | 'statement' | 'allowLookAlikes' | 'answerKind' | 'extraDistractors'>,
): FactTable => ({
  id,
  name: seasons?.[0] === 'christmas' ? 'christmas' : 'halloween',
  category: 'general-knowledge',
  note,
  asOf: AS_OF,
  namedSubjects: true,
  seasons,
  rows,
  ...forms,
});

export const named = {
  text: (s: string) => `What is the name of ${s}?`,
  mc: (s: string) => `Which of these is ${s}?`,
  statement: (s: string, a: string) => `${a} is ${s}.`,
};

export const SEASONAL_GK_TABLES: readonly FactTable[] = [
  table('general-knowledge-christmas-person', ['christmas'], `${ROYAL}; ${CAROLS}; ${CUSTOMS}`, CHRISTMAS_PEOPLE, {
    answerKind: 'person',
    text: (s) => `Who ${s}?`,
    mc: (s) => `Which of these people ${s}?`,
    statement: (s, a) => `${a} ${s}.`,
  }),
  table(
    'general-knowledge-christmas-year',
    ['christmas'],
    `${ROYAL}; ${CAROLS}; Westminster City Council`,
    CHRISTMAS_YEARS,
    {
      allowLookAlikes: true,
      text: (s) => `In which year was ${s}?`,
      mc: (s) => `In which of these years was ${s}?`,
      statement: (s, a) => `${sentence(s)} was in ${a}.`,
    },
  ),
  table('general-knowledge-christmas-day', ['christmas'], 'Church of England Common Worship calendar', CHRISTMAS_DAYS, {
    ...named,
    extraDistractors: ['Shrove Tuesday', 'Michaelmas', 'Lent', 'Whitsun', 'Lammas'],
  }),
  table('general-knowledge-christmas-carol', ['christmas'], CAROLS, CAROL_FACTS, {
    ...named,
    extraDistractors: ['O Come, All Ye Faithful', 'Away in a Manger', 'The Holly and the Ivy', 'Deck the Halls'],
  }),
  table('general-knowledge-christmas-figure', ['christmas'], CUSTOMS, CHRISTMAS_FIGURES, named),
  table('general-knowledge-twelve-days', ['christmas'], CAROLS, TWELVE_DAYS, {
    allowLookAlikes: true,
    text: (s) => `In The Twelve Days of Christmas, on which day does my true love send ${s}?`,
    mc: (s) => `Which day of Christmas brings ${s} in the carol?`,
    statement: (s, a) => `In The Twelve Days of Christmas, the ${a.toLowerCase()} day brings ${s}.`,
  }),
  table('general-knowledge-halloween-festival', ['halloween'], CUSTOMS, HALLOWEEN_FESTIVALS, {
    ...named,
    extraDistractors: ['Beltane', 'Imbolc', 'Lammas', 'Candlemas'],
  }),
  table('general-knowledge-halloween-custom', ['halloween'], CUSTOMS, HALLOWEEN_CUSTOMS, {
    ...named,
    extraDistractors: ['Wassailing', 'Morris dancing', 'Mumming'],
  }),
];
