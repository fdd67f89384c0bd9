import type { FactTable } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** Church leaders, reformers and popes: what each is remembered for. */
export const FAITH_TABLES: readonly FactTable[] = [
  {
    id: 'famous-people-faith',
    name: 'church figures',
    category: 'famous-people',
    note: 'Oxford Dictionary of the Christian Church; Oxford Dictionary of National Biography; the Holy See (vatican.va) biographies of the popes',
    asOf: AS_OF,
    answerKind: 'person',
    namedSubjects: true,
    text: (d) => `Who ${d}?`,
    mc: (d) => `Which of these people ${d}?`,
    rows: [
      ['set the Protestant Reformation going with his Ninety-five Theses in 1517', 'Martin Luther', 'e', ['Luther']],
      [
        'was the Archbishop of Canterbury murdered in his cathedral in 1170',
        'Thomas Becket',
        'e',
        ['Becket', 'Thomas à Becket', 'Saint Thomas Becket'],
      ],
      ['was burnt at the stake in Rouen in 1431', 'Joan of Arc', 'e'],
      ['founded the Methodist movement in the 18th century', 'John Wesley', 'm', ['Wesley']],
      ['founded the Religious Society of Friends, the Quakers', 'George Fox', 'h'],
      ['led the Scottish Reformation from 1559', 'John Knox', 'm', ['Knox']],
      [
        'was sent to England by Gregory the Great in 597 to convert the English',
        'Augustine of Canterbury',
        'h',
        ['Saint Augustine', 'Augustine'],
      ],
      [
        'translated the New Testament into English and was executed for heresy in 1536',
        'William Tyndale',
        'h',
        ['Tyndale'],
      ],
      [
        'wrote the Book of Common Prayer and was burnt at the stake in Oxford in 1556',
        'Thomas Cranmer',
        'm',
        ['Cranmer'],
      ],
      [
        'wrote Utopia and was beheaded in 1535 for refusing to accept Henry VIII as head of the Church',
        'Thomas More',
        'm',
        ['Sir Thomas More', 'More'],
      ],
      [
        'built Hampton Court Palace and fell from power after failing to win Henry VIII his annulment',
        'Thomas Wolsey',
        'm',
        ['Cardinal Wolsey', 'Wolsey'],
      ],
      [
        'served Henry VIII as chief minister during the dissolution of the monasteries and was beheaded in 1540',
        'Thomas Cromwell',
        'm',
      ],
      ['founded the Missionaries of Charity in Calcutta in 1950', 'Mother Teresa', 'e', ['Saint Teresa of Calcutta']],
      ['fled from Tibet to India in 1959', 'The 14th Dalai Lama', 'm', ['Dalai Lama', 'Tenzin Gyatso']],
      [
        'became the first Polish head of the Roman Catholic Church, in 1978',
        'Pope John Paul II',
        'e',
        ['John Paul II'],
      ],
      [
        'became the first head of the Roman Catholic Church from the Americas, in 2013',
        'Pope Francis',
        'e',
        ['Francis'],
      ],
      [
        'became the first head of the Roman Catholic Church born in the United States, in 2025',
        'Pope Leo XIV',
        'm',
        ['Leo XIV'],
      ],
      [
        'became the first head of the Roman Catholic Church to resign in nearly 600 years, in 2013',
        'Pope Benedict XVI',
        'e',
        ['Benedict XVI'],
      ],
      ['kept a shorthand diary that describes the Great Fire of London in 1666', 'Samuel Pepys', 'e', ['Pepys']],
      ['kept a diary while hiding from the Nazis in Amsterdam from 1942 to 1944', 'Anne Frank', 'e'],
      ['was the Scottish servant and close companion of Queen Victoria in her widowhood', 'John Brown', 'h'],
      ['was the Indian servant who taught Queen Victoria Urdu', 'Abdul Karim', 'h', ['The Munshi']],
    ],
  },
];
