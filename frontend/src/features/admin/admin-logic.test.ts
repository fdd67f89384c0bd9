import type { AdminFlag } from '@trivia/contracts';
import { ADMIN_SECTIONS, sectionAt } from './admin-sections';
import { describeChange } from './audit-change';
import { draftOf, flagEdit } from './flag-draft';

describe('admin sections', () => {
  it.each([
    ['/admin/users', 'Users'],
    ['/admin/users/', 'Users'],
    ['/admin/beta-testers', 'Beta testers'],
    ['/admin/audit-log', 'Audit log'],
    ['/admin', 'Live rooms'],
    ['/admin/', 'Live rooms'],
    ['/administrator', undefined],
    ['/admin/usersx', undefined],
    ['/admin/users/42', undefined],
  ])('%s is the page of %s', (path, label) => {
    expect(sectionAt(path)?.label).toBe(label);
  });

  it('finds a landing section at /admin once one has the empty path, without taking the others', () => {
    const withLanding = [{ path: '', label: 'Live rooms', description: '' }, ...ADMIN_SECTIONS];
    expect(sectionAt('/admin', withLanding)?.label).toBe('Live rooms');
    expect(sectionAt('/admin/flags', withLanding)?.label).toBe('Flags');
  });
});

describe('flag edits', () => {
  const flag: AdminFlag = {
    name: 'arena_multiplayer',
    description: '',
    enabled: true,
    rolloutPercentage: 10,
    targetRoles: ['ADMIN'],
    targetUserCount: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('sends nothing when nothing changed (roles in another order included)', () => {
    expect(flagEdit(flag, draftOf(flag))).toEqual({ kind: 'unchanged' });
    expect(
      flagEdit({ ...flag, targetRoles: ['ADMIN', 'FREE'] }, { ...draftOf(flag), targetRoles: ['FREE', 'ADMIN'] }),
    ).toEqual({
      kind: 'unchanged',
    });
  });

  it('sends only the fields that changed', () => {
    expect(flagEdit(flag, { ...draftOf(flag), rolloutPercentage: '25', enabled: false })).toEqual({
      kind: 'edit',
      edit: { enabled: false, rolloutPercentage: 25 },
    });
    expect(flagEdit(flag, { ...draftOf(flag), targetRoles: [] })).toEqual({ kind: 'edit', edit: { targetRoles: [] } });
  });

  it.each([['101'], ['-1'], ['12.5'], ['']])('refuses a rollout of "%s" before sending', (rollout) => {
    expect(flagEdit(flag, { ...draftOf(flag), rolloutPercentage: rollout })).toEqual({
      kind: 'invalid',
      message: 'Rollout must be a whole number from 0 to 100',
    });
  });
});

describe('audit change summaries', () => {
  it.each([
    [{ before: { role: 'MEMBER' }, after: { role: 'ADMIN' } }, ['Role: MEMBER → ADMIN']],
    [{ before: { disabled: false }, after: { disabled: true } }, ['Disabled: no → yes']],
    [
      { before: { flag: 'vertical_teachers', listed: false }, after: { flag: 'vertical_teachers', listed: true } },
      ['Flag: vertical_teachers', 'Listed: no → yes'],
    ],
    [
      {
        before: { enabled: true, rolloutPercentage: 0, targetRoles: [] },
        after: { enabled: true, rolloutPercentage: 0, targetRoles: ['ADMIN', 'FREE'] },
      },
      ['Enabled: yes', 'Rollout %: 0', 'Target roles: none → ADMIN, FREE'],
    ],
    [{ before: null, after: { room: 'ABC123' } }, ['room: — → ABC123']],
  ])('%j', (entry, lines) => {
    expect(describeChange(entry)).toEqual(lines);
  });
});
