import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const HISTORY = { subject: 'history', levels: ['gcse', 'a-level'] } as const;

/** [Seven Wonders of the Ancient World, where it stood, level]. */
const WONDERS: readonly Row[] = [
  ['the Colossus', 'Rhodes', 'm'],
  ['the Pharos lighthouse', 'Alexandria', 'm'],
  ['the Hanging Gardens', 'Babylon', 'e'],
  ['the Mausoleum of King Mausolus', 'Halicarnassus', 'h'],
  ['the Temple of Artemis', 'Ephesus', 'h'],
  ['the great statue of Zeus by Phidias', 'Olympia', 'h'],
  ['the Great Pyramid', 'Giza', 'e'],
];

/** [nickname, person, level, aliases]. */
const NICKNAMES: readonly Row[] = [
  ['the Iron Chancellor', 'Otto von Bismarck', 'm', ['Bismarck']],
  ['the Sun King', 'Louis XIV', 'm', ['Louis XIV of France', 'Louis the Great']],
  ['the Maid of Orléans', 'Joan of Arc', 'e', ['Jeanne d’Arc', "Jeanne d'Arc", 'St Joan of Arc']],
  ['the Liberator of much of South America', 'Simón Bolívar', 'm', ['Bolívar', 'Bolivar', 'Simon Bolivar']],
  ['the Little Corporal', 'Napoleon Bonaparte', 'm', ['Napoleon', 'Napoleon I']],
  ['Honest Abe', 'Abraham Lincoln', 'e', ['Lincoln']],
  ['Old Hickory', 'Andrew Jackson', 'h', ['Jackson']],
  ['Tricky Dicky', 'Richard Nixon', 'm', ['Nixon']],
  ['the Angel of Death of Auschwitz', 'Josef Mengele', 'm', ['Mengele']],
  ['the Butcher of Lyon', 'Klaus Barbie', 'h', ['Barbie']],
  ['Papa Doc', 'François Duvalier', 'h', ['Duvalier', 'Francois Duvalier']],
  ['the Father of the Turks', 'Mustafa Kemal Atatürk', 'm', ['Atatürk', 'Ataturk', 'Mustafa Kemal', 'Kemal Atatürk']],
  ['the Mad Monk', 'Grigori Rasputin', 'e', ['Rasputin']],
  ['the Great Helmsman', 'Mao Zedong', 'm', ['Mao', 'Chairman Mao', 'Mao Tse-tung']],
  ['Madiba', 'Nelson Mandela', 'e', ['Mandela']],
  ['the Iron Lady of Israel', 'Golda Meir', 'h', ['Meir']],
  ['the Father of Mexican Independence', 'Miguel Hidalgo', 'h', ['Hidalgo', 'Miguel Hidalgo y Costilla']],
];

/** [description, person, level, aliases]. */
const FIGURES: readonly Row[] = [
  ['the founder of the Mongol Empire', 'Genghis Khan', 'e', ['Chinggis Khan', 'Temujin']],
  ['the Mongol ruler who founded the Yuan dynasty of China', 'Kublai Khan', 'm', ['Kublai', 'Khubilai Khan']],
  ['the French heroine burnt at the stake in Rouen in 1431', 'Joan of Arc', 'e', ['Jeanne d’Arc', "Jeanne d'Arc"]],
  ['the queen of France guillotined in October 1793', 'Marie Antoinette', 'e'],
  ['the Jacobin leader of the Reign of Terror, guillotined in 1794', 'Maximilien Robespierre', 'm', ['Robespierre']],
  [
    'the former slave who led the revolution in Haiti',
    'Toussaint Louverture',
    'h',
    ['Toussaint L’Ouverture', "Toussaint L'Ouverture", 'Louverture'],
  ],
  ['the general whose Redshirts helped unify Italy', 'Giuseppe Garibaldi', 'm', ['Garibaldi']],
  ['the commander of the Confederate Army of Northern Virginia', 'Robert E. Lee', 'm', ['Lee', 'General Lee']],
  ['the co-author of The Communist Manifesto with Friedrich Engels', 'Karl Marx', 'e', ['Marx']],
  ['the monk who began the Protestant Reformation in Wittenberg', 'Martin Luther', 'e', ['Luther']],
  ['the reformer who led the Protestant church in Geneva', 'John Calvin', 'm', ['Calvin']],
  ['the Aztec emperor when Cortés arrived in 1519', 'Moctezuma II', 'm', ['Montezuma', 'Moctezuma', 'Montezuma II']],
  ['the Inca emperor captured by Pizarro in 1532', 'Atahualpa', 'h'],
  ['the dictator who led Nazi Germany', 'Adolf Hitler', 'e', ['Hitler']],
  ['the Soviet leader who succeeded Lenin and ruled until 1953', 'Joseph Stalin', 'e', ['Stalin']],
  ['the first President of the Russian Federation', 'Boris Yeltsin', 'm', ['Yeltsin']],
  ['the first woman to become Prime Minister of India', 'Indira Gandhi', 'm', ['Mrs Gandhi']],
  [
    'the world’s first elected female Prime Minister, in Ceylon in 1960',
    'Sirimavo Bandaranaike',
    'h',
    ['Bandaranaike'],
  ],
  ['the Sultan who captured Constantinople in 1453', 'Mehmed II', 'h', ['Mehmed the Conqueror', 'Mehmet II']],
  [
    'the Ottoman sultan who besieged Vienna in 1529',
    'Suleiman the Magnificent',
    'm',
    ['Suleiman I', 'Suleiman', 'Süleyman'],
  ],
  ['the king of France during the French Revolution, executed in 1793', 'Louis XVI', 'e'],
  ['the Emperor of the French defeated at Sedan in 1870', 'Napoleon III', 'h', ['Louis-Napoleon', 'Louis Napoleon']],
  [
    'the Empress of Russia who corresponded with Voltaire and annexed Crimea',
    'Catherine the Great',
    'm',
    ['Catherine II'],
  ],
];

export const FIGURE_TABLES: readonly FactTable[] = [
  {
    id: 'world-history-wonder-place',
    name: 'seven-wonders',
    category: 'world-history',
    note: 'Encyclopaedia Britannica, Seven Wonders of the World; British Museum collection pages (Mausoleum of Halicarnassus)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (w) => `Where did ${w}, one of the Seven Wonders of the Ancient World, stand?`,
    mc: (w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}, a Wonder of the Ancient World, stood where?`,
    rows: WONDERS,
    extraDistractors: ['Athens', 'Delphi', 'Troy', 'Carthage', 'Knossos', 'Sparta'],
  },
  {
    id: 'world-history-nickname',
    name: 'nicknames-in-history',
    category: 'world-history',
    note: 'Encyclopaedia Britannica; Oxford Dictionary of World History',
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (n) => `Who was known as ${n}?`,
    mc: (n) => `Which historical figure was nicknamed ${n}?`,
    rows: NICKNAMES,
  },
  {
    id: 'world-history-famous-figure',
    name: 'world-history-figures',
    category: 'world-history',
    note: 'Encyclopaedia Britannica; Oxford Dictionary of World History',
    asOf: AS_OF,
    curriculum: HISTORY,
    answerKind: 'person',
    words: [
      'Rouen',
      'Jacobin',
      'Redshirts',
      'Wittenberg',
      'Geneva',
      'Cortés',
      'Pizarro',
      'Ceylon',
      'Sedan',
      'Voltaire',
    ],
    text: (d) => `Who was ${d}?`,
    mc: (d) => `Which of these historical figures was ${d}?`,
    rows: FIGURES,
  },
];
