import { hostSessionPath, pathOf, revisionHostPath, revisionSetParam, roundParam } from './hosted-paths';

describe('hosted paths', () => {
  it('opens the set-up page for a quiz, and for one of its rounds', () => {
    expect(hostSessionPath()).toBe('/arena/host-session');
    expect(hostSessionPath('winter-pub-quiz')).toBe('/arena/host-session?quiz=winter-pub-quiz');
    expect(hostSessionPath('winter-pub-quiz', 2)).toBe('/arena/host-session?quiz=winter-pub-quiz&round=2');
  });

  it('reads a round from the address only as a whole number from 1 to 20', () => {
    expect(roundParam('1')).toBe(1);
    expect(roundParam('20')).toBe(20);
    for (const bad of [null, '', '0', '21', '-1', '2.5', '1e1', ' 3', 'three', '003'])
      expect(roundParam(bad)).toBeNull();
  });

  it('opens the set-up page for a revision set, and reads one back only when both parts are known', () => {
    expect(revisionHostPath({ subject: 'english-literature', level: 'a-level' })).toBe(
      '/arena/host-session?subject=english-literature&level=a-level',
    );
    expect(revisionSetParam('science', 'gcse')).toEqual({ subject: 'science', level: 'gcse' });
    expect(revisionSetParam('science', null)).toBeNull();
    expect(revisionSetParam('astrology', 'gcse')).toBeNull();
    expect(revisionSetParam('science', 'degree')).toBeNull();
  });

  it('turns a server address into a router path', () => {
    expect(pathOf('https://quiz.example/arena/present/123456')).toBe('/arena/present/123456');
  });
});
