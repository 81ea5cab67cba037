import { describe, expect, it } from 'vitest';
import { initialsOf, readStoredUser } from './stored-user';

describe('readStoredUser (spec §3: usr, else user)', () => {
  it('returns null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it('prefers usr over user', () => {
    localStorage.setItem('usr', JSON.stringify({ firstName: 'Ada' }));
    localStorage.setItem('user', JSON.stringify({ firstName: 'Grace' }));
    expect(readStoredUser()?.firstName).toBe('Ada');
  });

  it('falls back to user when usr is bad JSON', () => {
    localStorage.setItem('usr', '{not json');
    localStorage.setItem('user', JSON.stringify({ firstName: 'Grace', lastName: 'Hopper' }));
    expect(readStoredUser()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('ignores values that are not objects and fields that are not text', () => {
    localStorage.setItem('usr', '"just a string"');
    localStorage.setItem('user', JSON.stringify({ firstName: 42, lastName: '  ', photoURL: null }));
    expect(readStoredUser()).toEqual({
      firstName: undefined,
      lastName: undefined,
      email: undefined,
      photoURL: undefined,
    });
  });
});

describe('initialsOf', () => {
  it.each([
    [{ firstName: 'ada', lastName: 'lovelace' }, 'AL'],
    [{ firstName: 'Ada' }, 'A'],
    [{ lastName: 'Hopper' }, 'H'],
    [{}, ''],
  ])('%o → %s', (user, expected) => {
    expect(initialsOf(user)).toBe(expected);
  });
});
