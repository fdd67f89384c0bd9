/**
 * How people are usually named when they are not named in full: what a quizmaster accepts for the full name.
 * Titles ("Sir", "Queen") and dropped middle names are the marker's job for person answers; this table holds the
 * rest: surnames that stand alone, initials and well-known short forms. Every entry is a name the person is
 * widely known by (Oxford Dictionary of National Biography; Encyclopaedia Britannica).
 */
export const PEOPLE_ALIASES: Record<string, readonly string[]> = {
  'Vincent van Gogh': ['Van Gogh'],
  'Leonardo da Vinci': ['Leonardo', 'Da Vinci'],
  'Michelangelo Buonarroti': ['Michelangelo'],
  'Rembrandt van Rijn': ['Rembrandt'],
  'Franklin D. Roosevelt': ['FDR'],
  'Franklin Delano Roosevelt': ['FDR'],
  'John F. Kennedy': ['JFK', 'Kennedy'],
  'Martin Luther King Jr.': ['Martin Luther King', 'MLK'],
  'William Shakespeare': ['Shakespeare'],
  'Winston Churchill': ['Churchill'],
  'Isaac Newton': ['Newton'],
  'Albert Einstein': ['Einstein'],
  'Charles Darwin': ['Darwin'],
  'Wolfgang Amadeus Mozart': ['Mozart'],
  'Ludwig van Beethoven': ['Beethoven'],
  'Johann Sebastian Bach': ['Bach', 'J. S. Bach'],
  'Pablo Picasso': ['Picasso'],
  'Charles Dickens': ['Dickens'],
  'Jane Austen': ['Austen'],
  'Margaret Thatcher': ['Thatcher', 'Maggie Thatcher'],
  'Napoleon Bonaparte': ['Napoleon'],
  'Julius Caesar': ['Caesar'],
  'Florence Nightingale': ['Nightingale'],
  'Oliver Cromwell': ['Cromwell'],
  'Duke of Wellington': ['Wellington', 'Arthur Wellesley'],
  'Mahatma Gandhi': ['Gandhi', 'Mohandas Gandhi'],
  'Joseph Stalin': ['Stalin'],
};
