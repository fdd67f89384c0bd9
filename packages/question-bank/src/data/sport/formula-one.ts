import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

const HAMILTON = ['Hamilton'];
const SCHUMACHER = ['Michael Schumacher', 'Schumacher'];
const VERSTAPPEN = ['Verstappen'];
const VETTEL = ['Vettel'];
const SENNA = ['Senna'];
const PROST = ['Prost'];
const LAUDA = ['Lauda'];
const STEWART = ['Stewart'];
const CLARK = ['Clark'];
const FANGIO = ['Fangio'];
const BRABHAM = ['Brabham'];
const ALONSO = ['Alonso'];
const HAKKINEN = ['Hakkinen', 'Häkkinen', 'Mika Hakkinen'];
const PIQUET = ['Piquet'];
const FITTIPALDI = ['Fittipaldi'];

/** Drivers' world champions by season (the 2025 season is left out). */
const CHAMPIONS: readonly Row[] = [
  ['1957', 'Juan Manuel Fangio', 'h', FANGIO],
  ['1959', 'Jack Brabham', 'h', BRABHAM],
  ['1963', 'Jim Clark', 'h', CLARK],
  ['1966', 'Jack Brabham', 'h', BRABHAM],
  ['1969', 'Jackie Stewart', 'm', STEWART],
  ['1972', 'Emerson Fittipaldi', 'h', FITTIPALDI],
  ['1973', 'Jackie Stewart', 'h', STEWART],
  ['1975', 'Niki Lauda', 'h', LAUDA],
  ['1976', 'James Hunt', 'm', ['Hunt']],
  ['1984', 'Niki Lauda', 'h', LAUDA],
  ['1985', 'Alain Prost', 'h', PROST],
  ['1987', 'Nelson Piquet', 'h', PIQUET],
  ['1988', 'Ayrton Senna', 'm', SENNA],
  ['1991', 'Ayrton Senna', 'm', SENNA],
  ['1992', 'Nigel Mansell', 'm', ['Mansell']],
  ['1993', 'Alain Prost', 'h', PROST],
  ['1994', 'Michael Schumacher', 'm', SCHUMACHER],
  ['1996', 'Damon Hill', 'm'],
  ['1997', 'Jacques Villeneuve', 'h', ['Villeneuve']],
  ['1998', 'Mika Häkkinen', 'h', HAKKINEN],
  ['2002', 'Michael Schumacher', 'm', SCHUMACHER],
  ['2005', 'Fernando Alonso', 'm', ALONSO],
  ['2007', 'Kimi Räikkönen', 'm', ['Raikkonen', 'Räikkönen', 'Kimi Raikkonen']],
  ['2008', 'Lewis Hamilton', 'e', HAMILTON],
  ['2009', 'Jenson Button', 'e', ['Button']],
  ['2010', 'Sebastian Vettel', 'm', VETTEL],
  ['2013', 'Sebastian Vettel', 'm', VETTEL],
  ['2016', 'Nico Rosberg', 'm'],
  ['2018', 'Lewis Hamilton', 'm', HAMILTON],
  ['2021', 'Max Verstappen', 'e', VERSTAPPEN],
  ['2023', 'Max Verstappen', 'e', VERSTAPPEN],
];

/** Drivers by the flag they raced under (British drivers are left out: the answer would be the UK for all). */
const NATIONALITIES: readonly Row[] = [
  ['Ayrton Senna', 'Brazil', 'e'],
  ['Michael Schumacher', 'Germany', 'e'],
  ['Max Verstappen', 'Netherlands', 'e'],
  ['Fernando Alonso', 'Spain', 'e'],
  ['Niki Lauda', 'Austria', 'e'],
  ['Alain Prost', 'France', 'e'],
  ['Juan Manuel Fangio', 'Argentina', 'm'],
  ['Emerson Fittipaldi', 'Brazil', 'm'],
  ['Mika Häkkinen', 'Finland', 'e'],
  ['Kimi Räikkönen', 'Finland', 'e'],
  ['Jack Brabham', 'Australia', 'm'],
  ['Daniel Ricciardo', 'Australia', 'm'],
  ['Oscar Piastri', 'Australia', 'm'],
  ['Charles Leclerc', 'Monaco', 'e'],
  ['Sergio Pérez', 'Mexico', 'm'],
  ['Gilles Villeneuve', 'Canada', 'm'],
  ['Jacques Villeneuve', 'Canada', 'm'],
  ['Felipe Massa', 'Brazil', 'm'],
  ['Nico Rosberg', 'Germany', 'm'],
  ['Carlos Sainz', 'Spain', 'm'],
  ['Denny Hulme', 'New Zealand', 'h'],
  ['Bruce McLaren', 'New Zealand', 'm'],
  ['Jody Scheckter', 'South Africa', 'm'],
  ['Keke Rosberg', 'Finland', 'h'],
  ['Alberto Ascari', 'Italy', 'h'],
  ['Gerhard Berger', 'Austria', 'm'],
  ['Juan Pablo Montoya', 'Colombia', 'm'],
  ['Alexander Albon', 'Thailand', 'm'],
  ['Pierre Gasly', 'France', 'm'],
];

/** Circuits that have held a world championship Grand Prix. */
const CIRCUITS: readonly Row[] = [
  ['Silverstone', 'United Kingdom', 'e', ['England', 'Britain', 'Great Britain']],
  ['Monza', 'Italy', 'e'],
  ['Spa-Francorchamps', 'Belgium', 'e'],
  ['Suzuka', 'Japan', 'e'],
  ['Interlagos', 'Brazil', 'e'],
  ['Imola', 'Italy', 'e'],
  ['Hockenheim', 'Germany', 'e'],
  ['the Nürburgring', 'Germany', 'e'],
  ['Zandvoort', 'Netherlands', 'e'],
  ['the Red Bull Ring', 'Austria', 'm'],
  ['Albert Park', 'Australia', 'e'],
  ['the Circuit Gilles Villeneuve', 'Canada', 'e'],
  ['the Circuit of the Americas', 'United States', 'e'],
  ['Yas Marina', 'United Arab Emirates', 'm', ['UAE', 'Abu Dhabi']],
  ['Marina Bay', 'Singapore', 'e'],
  ['Sakhir', 'Bahrain', 'm'],
  ['Brands Hatch', 'United Kingdom', 'e', ['England', 'Britain', 'Great Britain']],
  ['Magny-Cours', 'France', 'h'],
  ['Paul Ricard', 'France', 'h'],
  ['Estoril', 'Portugal', 'h'],
  ['Sepang', 'Malaysia', 'h'],
  ['Kyalami', 'South Africa', 'h'],
  ['the Autódromo Hermanos Rodríguez', 'Mexico', 'h'],
  ['Donington Park', 'United Kingdom', 'h', ['England', 'Britain', 'Great Britain']],
];

export const FORMULA_ONE_TABLES: readonly FactTable[] = [
  {
    id: 'sport-f1-champion',
    name: 'f1-world-champions',
    category: 'sport',
    note: 'FIA Formula One World Championship results (formula1.com/en/results); FIA yearbook',
    asOf: AS_OF,
    answerKind: 'person',
    statement: (y, a) => `${a} won the Formula One drivers' world championship in ${y}.`,
    text: (y) => `Who won the Formula One drivers' world championship in ${y}?`,
    mc: (y) => `Which of these drivers was Formula One world champion in ${y}?`,
    rows: CHAMPIONS,
  },
  {
    id: 'sport-f1-driver-nationality',
    name: 'f1-drivers-nationalities',
    category: 'sport',
    note: 'formula1.com driver profiles and FIA entry lists (the nationality each driver raced under)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Under which country's flag did the Formula One driver ${d} race?`,
    mc: (d) => `Which country did the Formula One driver ${d} represent?`,
    rows: NATIONALITIES,
  },
  {
    id: 'sport-f1-circuit-country',
    name: 'f1-circuits',
    category: 'sport',
    note: 'formula1.com circuit guides; FIA Grade 1 circuit list',
    asOf: AS_OF,
    namedSubjects: true,
    text: (c) => `In which country is the motor racing circuit ${c}?`,
    mc: (c) => `The motor racing circuit ${c} is in which of these countries?`,
    rows: CIRCUITS,
  },
];
