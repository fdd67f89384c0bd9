import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Oxford Dictionary of National Biography and Encyclopaedia Britannica (place of birth as stated); birthplace museums';

/** [who was born where and when, person, level, aliases]: the year and calling make each one unique. */
const WRITERS_ARTISTS: readonly Row[] = [
  ['playwright was born in Stratford-upon-Avon in 1564', 'William Shakespeare', 'e'],
  ['novelist was born in Portsmouth in 1812', 'Charles Dickens', 'm'],
  ['poet was born in Alloway in Ayrshire in 1759', 'Robert Burns', 'e', ['Burns', 'Rabbie Burns']],
  ['poet was born in Cockermouth in 1770', 'William Wordsworth', 'm', ['Wordsworth']],
  ['writer was born in Kirriemuir, Angus, in 1860', 'J. M. Barrie', 'm', ['Barrie', 'James Barrie', 'JM Barrie']],
  ['novelist was born in Steventon, Hampshire, in 1775', 'Jane Austen', 'h'],
  ['novelist was born in Eastwood, Nottinghamshire, in 1885', 'D. H. Lawrence', 'h', ['DH Lawrence', 'Lawrence']],
  ['poet was born in Swansea in 1914', 'Dylan Thomas', 'm'],
  ['children’s author was born in Llandaff, Cardiff, in 1916', 'Roald Dahl', 'm', ['Dahl']],
  ['playwright was born in Dublin in 1854', 'Oscar Wilde', 'm', ['Wilde']],
  ['lexicographer was born in Lichfield in 1709', 'Samuel Johnson', 'h', ['Dr Johnson', 'Johnson']],
  ['composer was born in Salzburg in 1756', 'Wolfgang Amadeus Mozart', 'e'],
  ['composer was born in Bonn in 1770', 'Ludwig van Beethoven', 'm'],
  ['composer was born in Eisenach in 1685', 'Johann Sebastian Bach', 'h'],
  ['composer was born in Halle in 1685', 'George Frideric Handel', 'h', ['Handel']],
  ['painter was born in Málaga in 1881', 'Pablo Picasso', 'm'],
  ['painter was born in Figueres in 1904', 'Salvador Dalí', 'h', ['Dali', 'Salvador Dali']],
  ['painter was born in Zundert in 1853', 'Vincent van Gogh', 'h'],
  ['painter was born in Leiden in 1606', 'Rembrandt van Rijn', 'h'],
  ['singer was born in Tupelo, Mississippi, in 1935', 'Elvis Presley', 'e', ['Elvis', 'Presley']],
  ['singer was born in Pontypridd in 1940', 'Tom Jones', 'e'],
  ['singer was born in Tiger Bay, Cardiff, in 1937', 'Shirley Bassey', 'm', ['Bassey']],
  ['comedian was born in Ulverston in 1890', 'Stan Laurel', 'h', ['Laurel']],
  ['reggae singer was born in Nine Mile, Jamaica, in 1945', 'Bob Marley', 'h', ['Marley']],
  ['Take That singer was born in Stoke-on-Trent in 1974', 'Robbie Williams', 'm'],
];

const LEADERS_THINKERS: readonly Row[] = [
  ['scientist was born at Woolsthorpe Manor in Lincolnshire', 'Isaac Newton', 'm'],
  ['naturalist was born in Shrewsbury in 1809', 'Charles Darwin', 'm'],
  ['prime minister was born at Blenheim Palace in 1874', 'Winston Churchill', 'e'],
  ['prime minister was born in Grantham in 1925', 'Margaret Thatcher', 'e'],
  ['emperor was born in Ajaccio, Corsica, in 1769', 'Napoleon Bonaparte', 'e'],
  ['Soviet leader was born in Gori, Georgia', 'Joseph Stalin', 'h', ['Stalin']],
  ['Indian independence leader was born in Porbandar in 1869', 'Mahatma Gandhi', 'h', ['Gandhi', 'Mohandas Gandhi']],
  ['scientist was born in Lochfield, Ayrshire, in 1881', 'Alexander Fleming', 'h', ['Fleming']],
  ['television pioneer was born in Helensburgh in 1888', 'John Logie Baird', 'h', ['Logie Baird', 'Baird']],
  ['engineer was born in Greenock in 1736', 'James Watt', 'h'],
  ['abolitionist was born in Hull in 1759', 'William Wilberforce', 'm', ['Wilberforce']],
  ['aviator was born in Hull in 1903', 'Amy Johnson', 'h'],
  ['explorer was born in Marton, near Middlesbrough, in 1728', 'James Cook', 'h', ['Captain Cook', 'Cook']],
  ['suffragette was born in Moss Side, Manchester, in 1858', 'Emmeline Pankhurst', 'h', ['Pankhurst']],
  ['physicist was born in Ulm in 1879', 'Albert Einstein', 'm'],
  ['astronomer was born in Pisa in 1564', 'Galileo Galilei', 'e', ['Galileo']],
  ['explorer was born in Genoa in 1451', 'Christopher Columbus', 'm', ['Columbus']],
  ['saint was born in Domrémy in about 1412', 'Joan of Arc', 'h'],
  ['South African president was born in Mvezo in 1918', 'Nelson Mandela', 'h', ['Mandela']],
  ['civil rights leader was born in Atlanta, Georgia, in 1929', 'Martin Luther King Jr.', 'm'],
  ['US president was born in Honolulu in 1961', 'Barack Obama', 'e'],
  ['pope was born in Wadowice, Poland, in 1920', 'John Paul II', 'h', ['Pope John Paul II', 'Karol Wojtyla']],
  ['scientist was born in Warsaw in 1867', 'Marie Curie', 'm', ['Curie']],
  ['philosopher was born in Trier in 1818', 'Karl Marx', 'h', ['Marx']],
  ['economist was born in Kirkcaldy in 1723', 'Adam Smith', 'h'],
  ['industrialist was born in Dunfermline in 1835', 'Andrew Carnegie', 'h', ['Carnegie']],
  [
    'future princess was born at Park House, Sandringham, in 1961',
    'Diana Spencer',
    'm',
    ['Princess Diana', 'Diana', 'Diana, Princess of Wales'],
  ],
  ['footballer was born in Belfast in 1946', 'George Best', 'e', ['Best']],
];

function birthplace(id: string, rows: readonly Row[]): FactTable {
  return {
    id,
    name: 'birthplaces',
    category: 'famous-people',
    note: NOTE,
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (s) => `Which ${s}?`,
    mc: (s) => `Which of these people was the ${s.replace(/ was born /, ' born ')}?`,
    rows,
  };
}

export const BIRTHPLACE_TABLES: readonly FactTable[] = [
  birthplace('famous-people-birthplace-arts', WRITERS_ARTISTS),
  birthplace('famous-people-birthplace-history', LEADERS_THINKERS),
];
