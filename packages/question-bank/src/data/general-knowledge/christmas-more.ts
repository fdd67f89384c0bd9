import type { FactTable, Row } from '../fact-table.js';
import { sentence } from '../../lib/text.js';
import { AS_OF, CAROLS, CUSTOMS, named, table } from './seasonal.js';

const HISTORY = 'Oxford Dictionary of National Biography; Ronald Hutton, The Stations of the Sun (1996)';
const WORLD = 'Gerry Bowler, The World Encyclopedia of Christmas (2000); national tourist boards';

/** Who wrote the words or music of carols, and other people of Christmas customs. */
const CAROL_PEOPLE: readonly Row[] = [
  ["wrote the words of Once in Royal David's City", 'Cecil Frances Alexander', 'h', ['Mrs Alexander']],
  ['wrote the words of Joy to the World', 'Isaac Watts', 'h'],
  ['wrote the words of Good King Wenceslas', 'John Mason Neale', 'h', ['J. M. Neale']],
  ['wrote the words of It Came Upon the Midnight Clear', 'Edmund Sears', 'h'],
  ['wrote the words and music of We Three Kings', 'John Henry Hopkins Jr.', 'h', ['John Henry Hopkins']],
  ['composed the music of O Holy Night', 'Adolphe Adam', 'h'],
  ['wrote the words of Angels from the Realms of Glory', 'James Montgomery', 'h'],
  [
    'arranged the tune Forest Green for O Little Town of Bethlehem',
    'Ralph Vaughan Williams',
    'h',
    ['Vaughan Williams'],
  ],
  ['wrote the words of While Shepherds Watched Their Flocks', 'Nahum Tate', 'h'],
  ['translated O Come, All Ye Faithful into English', 'Frederick Oakeley', 'h'],
  ["drew Coca-Cola's Father Christmas advertisements from the 1930s", 'Haddon Sundblom', 'h'],
  ['drew the picture on the first commercial Christmas card', 'John Callcott Horsley', 'h', ['John Horsley']],
  [
    "lit the first Christmas tree with electric bulbs, as Thomas Edison's partner",
    'Edward H. Johnson',
    'h',
    ['Edward Johnson'],
  ],
  [
    'set up a Christmas tree at Windsor in 1800, the first known in an English royal home',
    'Queen Charlotte',
    'h',
    ['Charlotte'],
  ],
  ['is the saint on whom Father Christmas is based', 'Saint Nicholas', 'e', ['St Nicholas', 'Nicholas']],
];

/** Carols asked by a line or a fact about them. */
const CAROL_LINES: readonly Row[] = [
  ['the carol known in Latin as Adeste Fideles', 'O Come, All Ye Faithful', 'm', ['O Come All Ye Faithful']],
  ['the carol whose "Gloria" is sung to a French dance tune printed in 1589', 'Ding Dong Merrily on High', 'h'],
  ['the carol that began as the Ukrainian song Shchedryk', 'Carol of the Bells', 'h'],
  ['the carol first written in French as Minuit, chrétiens', 'O Holy Night', 'h'],
  ['the carol sung to the Welsh New Year tune Nos Galan', 'Deck the Halls', 'h', ['Deck the Hall']],
  ['the carol known in German as O Tannenbaum', 'O Christmas Tree', 'm'],
  [
    'the carol from the Coventry mystery plays, a lullaby for the Holy Innocents',
    'Coventry Carol',
    'h',
    ['The Coventry Carol'],
  ],
  [
    'the carol with the line "the hopes and fears of all the years are met in thee tonight"',
    'O Little Town of Bethlehem',
    'm',
  ],
  [
    'the carol with the line "mild He lays His glory by"',
    'Hark! The Herald Angels Sing',
    'h',
    ['Hark the Herald Angels Sing'],
  ],
  ['the carol with the line "the little Lord Jesus, no crying He makes"', 'Away in a Manger', 'e'],
  ['the carol with the line "round yon virgin, mother and child"', 'Silent Night', 'e'],
  [
    'the carol with the line "sing, choirs of angels, sing in exultation"',
    'O Come, All Ye Faithful',
    'm',
    ['O Come All Ye Faithful'],
  ],
  ['the carol with the line "the rising of the sun and the running of the deer"', 'The Holly and the Ivy', 'm'],
  [
    'the carol with the line "brightly shone the moon that night, though the frost was cruel"',
    'Good King Wenceslas',
    'm',
  ],
  [
    'the carol with the line "westward leading, still proceeding"',
    'We Three Kings',
    'm',
    ['We Three Kings of Orient Are'],
  ],
  ['the carol with the line "let earth receive her King"', 'Joy to the World', 'm'],
  [
    'the carol with the line "peace on the earth, goodwill to men, from heaven\'s all-gracious King"',
    'It Came Upon the Midnight Clear',
    'h',
  ],
  [
    'the carol with the line "O tidings of comfort and joy"',
    'God Rest You Merry, Gentlemen',
    'm',
    ['God Rest Ye Merry, Gentlemen', 'God Rest Ye Merry Gentlemen'],
  ],
  ['the carol with the line "fa la la la la, la la la la"', 'Deck the Halls', 'e', ['Deck the Hall']],
];

/** Christmas in history: the years of events on or about Christmas, as noun phrases. */
const CHRISTMAS_HISTORY_YEARS: readonly Row[] = [
  ['the coronation of William the Conqueror, on Christmas Day', '1066', 'e'],
  ['the Apollo 8 crew’s Christmas Eve reading from Genesis in orbit round the Moon', '1968', 'm'],
  ["the first BBC radio broadcast of King's College's Nine Lessons and Carols", '1928', 'h'],
  ["the first performance of Handel's Messiah", '1742', 'h'],
  ['the ordinance of Parliament that abolished the celebration of Christmas in England', '1647', 'h'],
  ['Christmas Day becoming a public holiday in Scotland', '1958', 'h'],
  ['the release of Fairytale of New York', '1987', 'm'],
  ['the release of All I Want for Christmas Is You', '1994', 'm'],
];

/** Days, objects and customs of the British Christmas season. */
const SEASON_CUSTOMS: readonly Row[] = [
  ['the evening of 5 January that ends the twelve days of Christmas', 'Twelfth Night', 'm'],
  ['the feast of 6 January that celebrates the visit of the Magi', 'Epiphany', 'e', ['The Epiphany']],
  ['the first Monday after Twelfth Day, when farm work traditionally began again', 'Plough Monday', 'h'],
  [
    'the feast of 28 December that remembers the children killed by King Herod',
    'Holy Innocents',
    'h',
    ["Holy Innocents' Day", 'Childermas'],
  ],
  [
    'the old custom of singing to apple trees in midwinter for a good harvest',
    'Wassailing',
    'h',
    ['Wassail', 'Apple wassailing'],
  ],
  [
    'the Christmas folk plays in which St George fights and a doctor brings the dead back to life',
    "Mummers' plays",
    'h',
    ['Mummers plays', 'Mumming'],
  ],
  ['the orange with a candle and a red ribbon held at children’s Advent services', 'Christingle', 'm'],
  ['the Welsh midwinter custom of carrying a horse’s skull from door to door', 'Mari Lwyd', 'h'],
];

/** Santa’s reindeer from the poem A Visit from St. Nicholas, as Moore's 1844 text names them (Rudolph is asked elsewhere). */
const REINDEER: readonly Row[] = [
  ['has a name that is the German for lightning', 'Blitzen', 'm'],
  ['has a name that is the German for thunder', 'Donner', 'm', ['Donder']],
  ['is named first in the poem A Visit from St. Nicholas', 'Dasher', 'm'],
];

/** Bringers of presents and Christmas characters around the world. */
const FIGURES: readonly Row[] = [
  ['the Christ Child who brings presents on Christmas Eve in Germany and Austria', 'Christkind', 'h', ['Christkindl']],
  ['Grandfather Frost, who brings presents at New Year in Russia', 'Ded Moroz', 'h'],
  ["Ded Moroz's granddaughter, the Snow Maiden", 'Snegurochka', 'h'],
  ['the green creature of Dr Seuss who lives on Mount Crumpit above Whoville', 'The Grinch', 'e', ['Grinch']],
  ['the girl given a nutcracker on Christmas Eve in Tchaikovsky’s ballet', 'Clara', 'm', ['Marie']],
  ['the English name that grew from the Dutch Sinterklaas', 'Santa Claus', 'e', ['Santa']],
];

/** Christmas customs and the country they belong to. */
const CUSTOM_COUNTRIES: readonly Row[] = [
  ['fried chicken from KFC for Christmas dinner', 'Japan', 'm'],
  ['the thirteen Yule Lads who visit children in the nights before Christmas', 'Iceland', 'm'],
  ['giving books on Christmas Eve and reading them into the night', 'Iceland', 'h'],
  ['the Gävle Goat, a giant straw goat built every Advent', 'Sweden', 'h'],
  ['Simbang Gabi, nine dawn Masses in the days before Christmas', 'Philippines', 'h', ['The Philippines']],
  ['Las Posadas, nine nights re-enacting Mary and Joseph’s search for a room', 'Mexico', 'm', [], ['Guatemala']],
  [
    'Sinterklaas arriving by steamboat in mid-November',
    'Netherlands',
    'm',
    ['The Netherlands', 'Holland'],
    ['Belgium'],
  ],
  ['the Christkindlesmarkt of Nuremberg, one of the oldest Christmas markets', 'Germany', 'e'],
];

/** John Lewis's Christmas television advertisements and their years. */
const ADVERTS: readonly Row[] = [
  ['The Long Wait', '2011', 'h'],
  ['The Journey', '2012', 'h'],
  ['The Bear and the Hare', '2013', 'h'],
  ['Monty the Penguin', '2014', 'm'],
  ['Man on the Moon', '2015', 'h'],
  ['Buster the Boxer', '2016', 'h'],
  ['Moz the Monster', '2017', 'h'],
  ['The Boy and the Piano', '2018', 'm'],
  ['Excitable Edgar', '2019', 'h'],
];

/** The Nativity story and the places of Christmas, each asked as its own question. */
const CHRISTMAS_STORY: readonly Row[] = [
  ['In which town was Jesus born, according to the Gospels?', 'Bethlehem', 'e'],
  ['Which two Gospels tell the story of the birth of Jesus?', 'Matthew and Luke', 'h', ['Luke and Matthew']],
  ['In which Gospel do shepherds visit the newborn Jesus?', 'Luke', 'm', ["St Luke's", 'The Gospel of Luke']],
  [
    'In which Gospel do wise men follow a star to find Jesus?',
    'Matthew',
    'm',
    ["St Matthew's", 'The Gospel of Matthew'],
  ],
  ['What were the three gifts of the wise men?', 'Gold, frankincense and myrrh', 'e', ['Gold, frankincense, myrrh']],
  ['Which angel told Mary that she would have a son?', 'Gabriel', 'e', ['The Angel Gabriel']],
  [
    'Which Roman emperor ordered the census that took Joseph and Mary to Bethlehem?',
    'Augustus',
    'm',
    ['Caesar Augustus'],
  ],
  [
    'Which king of Judea ordered the killing of the infant boys of Bethlehem?',
    'Herod',
    'm',
    ['King Herod', 'Herod the Great'],
  ],
  ['In which Finnish city, on the Arctic Circle, is Santa Claus Village?', 'Rovaniemi', 'm'],
  ['In which region of Finland is Father Christmas said to live?', 'Lapland', 'e'],
  ['Which Australian territory in the Indian Ocean was named on Christmas Day 1643?', 'Christmas Island', 'e'],
  ['Kiritimati, named Christmas Island by Captain Cook in 1777, belongs to which country?', 'Kiribati', 'h'],
  [
    'In which city does the Rockefeller Center put up its famous Christmas tree?',
    'New York',
    'e',
    ['New York City', 'NYC'],
  ],
  [
    'Caga Tió, a smiling log that is "fed" and then beaten until it drops presents, belongs to the Christmas of which people?',
    'The Catalans',
    'h',
    ['Catalans', 'Catalan', 'Catalonia'],
  ],
  [
    'Which saint is honoured on 13 December in Sweden by processions led by a girl wearing a crown of candles?',
    'St Lucy',
    'm',
    ['Saint Lucy', 'Lucia', 'St Lucia', 'Saint Lucia', 'Santa Lucia'],
  ],
];

const YEAR_FORMS = {
  allowLookAlikes: true,
  text: (s: string) => `In which year was ${s}?`,
  mc: (s: string) => `In which of these years was ${s}?`,
  statement: (s: string, a: string) => `${sentence(s)} was in ${a}.`,
};

export const CHRISTMAS_MORE_TABLES: readonly FactTable[] = [
  table('general-knowledge-carol-person', ['christmas'], `${CAROLS}; ${HISTORY}; ${WORLD}`, CAROL_PEOPLE, {
    answerKind: 'person',
    text: (s) => `Who ${s}?`,
    mc: (s) => `Which of these people ${s}?`,
    statement: (s, a) => `${a} ${s}.`,
  }),
  table('general-knowledge-carol-line', ['christmas'], CAROLS, CAROL_LINES, named),
  table(
    'general-knowledge-christmas-history-year',
    ['christmas'],
    `${HISTORY}; ${CAROLS}; NASA, Apollo 8 mission (nasa.gov); The New Grove Dictionary of Music and Musicians ` +
      '(2nd edition, 2001); Official Charts Company archive (officialcharts.com)',
    CHRISTMAS_HISTORY_YEARS,
    YEAR_FORMS,
  ),
  table(
    'general-knowledge-christmas-custom',
    ['christmas'],
    `${CUSTOMS}; ${HISTORY}; The Children’s Society`,
    SEASON_CUSTOMS,
    {
      ...named,
      extraDistractors: ['Candlemas', 'Lammas', 'Shrove Tuesday', 'Michaelmas'],
    },
  ),
  table(
    'general-knowledge-reindeer',
    ['christmas'],
    'Clement Clarke Moore, A Visit from St. Nicholas (1823; the text of his Poems, 1844); Collins German Dictionary',
    REINDEER,
    {
      text: (s) => `Which of Father Christmas's reindeer ${s}?`,
      mc: (s) => `Which of these reindeer of Father Christmas ${s}?`,
      statement: (s, a) => `The reindeer ${a} ${s}.`,
      extraDistractors: ['Dancer', 'Prancer', 'Vixen', 'Comet', 'Cupid'],
    },
  ),
  table('general-knowledge-christmas-bringer', ['christmas'], WORLD, FIGURES, named),
  table('general-knowledge-christmas-country', ['christmas'], WORLD, CUSTOM_COUNTRIES, {
    text: (s) => `Which country has this Christmas custom: ${s}?`,
    mc: (s) => `Which of these countries has this Christmas custom: ${s}?`,
    statement: (s, a) => `${a} has this Christmas custom: ${s}.`,
    extraDistractors: ['Norway', 'Italy', 'Poland', 'France'],
  }),
  {
    id: 'general-knowledge-christmas-story',
    name: 'christmas',
    category: 'general-knowledge',
    note: `The Bible (Authorised Version), Matthew 1–2 and Luke 1–2; ${WORLD}`,
    asOf: AS_OF,
    seasons: ['christmas'],
    words: ['Rovaniemi', 'Kiritimati', 'Kiribati', 'Caga', 'Tió', 'Catalans'],
    text: (q) => q,
    rows: CHRISTMAS_STORY,
  },
  table(
    'general-knowledge-john-lewis-advert',
    ['christmas'],
    'John Lewis Partnership press releases, 2011–2019',
    ADVERTS,
    {
      allowLookAlikes: true,
      text: (s) => `In which year did John Lewis show its Christmas advert ${s}?`,
      mc: (s) => `In which of these years was John Lewis's Christmas advert ${s}?`,
      statement: (s, a) => `John Lewis showed its Christmas advert ${s} in ${a}.`,
    },
  ),
];
