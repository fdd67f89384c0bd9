import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE = 'Encyclopaedia Britannica; Oxford Dictionary of World History; BBC History';
const HISTORY = { subject: 'history', levels: ['gcse', 'a-level'] } as const;

/** [event, year AD, level]: the text follows "In which year". */
const MEDIEVAL: readonly Row[] = [
  ['did Vesuvius bury Pompeii', '79', 'm'],
  ['did the Visigoths sack Rome', '410', 'h'],
  ['did the last western Roman emperor lose his throne', '476', 'm'],
  ['was Charlemagne crowned emperor in Rome', '800', 'm'],
  ['did the First Crusade capture Jerusalem', '1099', 'h'],
  ['did Saladin retake Jerusalem from the crusaders', '1187', 'h'],
  ['did the Ottoman Turks capture Constantinople', '1453', 'm'],
  ['did Christopher Columbus first cross the Atlantic', '1492', 'e'],
  ['did Vasco da Gama reach India by sea', '1498', 'h'],
  ['did Martin Luther publish his Ninety-five Theses', '1517', 'm'],
  ['did Hernán Cortés take Tenochtitlan', '1521', 'h'],
  ['did the survivors of Magellan’s expedition complete the first voyage around the world', '1522', 'h'],
  ['did the Thirty Years’ War end', '1648', 'm'],
];

const REVOLUTIONS: readonly Row[] = [
  ['did the Boston Tea Party take place', '1773', 'm'],
  ['did the American colonies declare independence', '1776', 'e'],
  ['did the storming of the Bastille take place', '1789', 'e'],
  ['was Louis XVI executed', '1793', 'm'],
  ['did Napoleon crown himself Emperor of the French', '1804', 'm'],
  ['did Napoleon’s army retreat from Moscow', '1812', 'm'],
  ['did revolutions break out across Europe in the Springtime of Peoples', '1848', 'm'],
  ['did the American Civil War begin', '1861', 'm'],
  ['was Abraham Lincoln assassinated', '1865', 'm'],
  ['did the Suez Canal open', '1869', 'h'],
  ['was the German Empire proclaimed at Versailles', '1871', 'm'],
  ['did Krakatoa erupt catastrophically', '1883', 'h'],
  ['was the Eiffel Tower completed', '1889', 'm'],
  ['did the Wright brothers make the first powered aeroplane flight', '1903', 'm'],
  ['did an earthquake and fire destroy much of San Francisco', '1906', 'h'],
  ['was Archduke Franz Ferdinand assassinated in Sarajevo', '1914', 'e'],
  ['did a German submarine sink the Lusitania', '1915', 'm'],
  ['did the Bolsheviks seize power in Russia', '1917', 'e'],
  ['was the Treaty of Versailles signed', '1919', 'm'],
  ['did Mussolini’s March on Rome take place', '1922', 'h'],
  ['did the Wall Street Crash take place', '1929', 'e'],
  ['did Hitler become Chancellor of Germany', '1933', 'm'],
  ['did the Spanish Civil War begin', '1936', 'm'],
  ['did Japan attack Pearl Harbor', '1941', 'e'],
  ['were atomic bombs dropped on Hiroshima and Nagasaki', '1945', 'e'],
  ['was the State of Israel proclaimed', '1948', 'm'],
  ['did Mao proclaim the People’s Republic of China', '1949', 'm'],
  ['did the Korean War begin', '1950', 'm'],
];

const POSTWAR: readonly Row[] = [
  ['was the North Atlantic Treaty signed to found NATO', '1949', 'm'],
  ['was the Warsaw Pact founded', '1955', 'h'],
  ['did Soviet tanks crush the Hungarian uprising', '1956', 'h'],
  ['was the Treaty of Rome signed to found the European Economic Community', '1957', 'h'],
  ['was the Berlin Wall built', '1961', 'm'],
  ['did the Bay of Pigs invasion of Cuba take place', '1961', 'h'],
  ['did the Cuban Missile Crisis take place', '1962', 'e'],
  ['was President John F. Kennedy assassinated', '1963', 'e'],
  ['did Israel fight the Six-Day War', '1967', 'm'],
  ['was Martin Luther King Jr. assassinated', '1968', 'm'],
  ['did Warsaw Pact troops invade Czechoslovakia', '1968', 'h'],
  ['did Israel fight the Yom Kippur War', '1973', 'h'],
  ['did President Nixon resign over Watergate', '1974', 'm'],
  ['did Saigon fall to North Vietnam', '1975', 'm'],
  ['did the Soviet Union invade Afghanistan', '1979', 'm'],
  ['did the Chernobyl disaster happen', '1986', 'e'],
  ['did the Berlin Wall fall', '1989', 'e'],
  ['did Nelson Mandela walk free from prison', '1990', 'm'],
  ['did Iraq invade Kuwait', '1990', 'm'],
  ['did the Soviet Union break up', '1991', 'm'],
  ['did the genocide in Rwanda take place', '1994', 'm'],
  ['did Nelson Mandela become President of South Africa', '1994', 'm'],
  ['did the September 11 attacks take place in the United States', '2001', 'e'],
  ['did the US-led invasion of Iraq begin', '2003', 'e'],
  ['did the Indian Ocean tsunami strike on Boxing Day', '2004', 'm'],
  ['did Barack Obama win his first presidential election', '2008', 'e'],
  ['did the Arab Spring begin', '2010', 'h', [], ['2011']],
];

function yearTable(id: string, rows: readonly Row[], words: readonly string[]): FactTable {
  return {
    id,
    name: 'world-history-dates',
    category: 'world-history',
    note: NOTE,
    asOf: AS_OF,
    curriculum: HISTORY,
    words,
    text: (e) => `In which year ${e}?`,
    mc: (e) => `In which of these years ${e}?`,
    rows,
    allowLookAlikes: true,
  };
}

export const WORLD_YEAR_TABLES: readonly FactTable[] = [
  yearTable('world-history-year-medieval', MEDIEVAL, [
    'Vesuvius',
    'Pompeii',
    'Visigoths',
    'Charlemagne',
    'Saladin',
    'Genghis',
    'Ottoman',
    'Theses',
    'Hernán',
    'Cortés',
    'Tenochtitlan',
    'Magellan',
  ]),
  yearTable('world-history-year-modern', REVOLUTIONS, [
    'Harbor',
    'Bastille',
    'Krakatoa',
    'Lusitania',
    'Bolsheviks',
    'Sarajevo',
  ]),
  yearTable('world-history-year-postwar', POSTWAR, ['Saigon', 'Chernobyl', 'Watergate', 'Yom', 'Kippur']),
];
