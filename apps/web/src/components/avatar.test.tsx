import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStoredUser } from '@/lib/stored-user';
import { Avatar } from './avatar';

function kind(container: HTMLElement) {
  return container.querySelector('[data-avatar]')?.getAttribute('data-avatar');
}

describe('Avatar (spec §2: photo, else initials, else icon)', () => {
  it('shows the photo when there is one', () => {
    const { container } = render(
      <Avatar
        user={{ firstName: 'Ada', lastName: 'Lovelace', photoURL: 'https://img.test/a.png' }}
      />,
    );
    expect(kind(container)).toBe('photo');
    const img = screen.getByRole('img', { name: 'Ada Lovelace' }) as HTMLImageElement;
    expect(img.src).toBe('https://img.test/a.png');
  });

  it('falls back to the initials when the photo fails to load', () => {
    const { container } = render(
      <Avatar user={{ firstName: 'Ada', lastName: 'Lovelace', photoURL: 'https://img.test/x' }} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    expect(kind(container)).toBe('initials');
    expect(container.textContent).toBe('AL');
  });

  it('shows the initials without a photo', () => {
    const { container } = render(<Avatar user={{ firstName: 'grace', lastName: 'hopper' }} />);
    expect(kind(container)).toBe('initials');
    expect(container.textContent).toBe('GH');
    expect(screen.getByRole('img', { name: 'grace hopper' })).toBeTruthy();
  });

  it('shows the generic icon without names or photo', () => {
    const { container } = render(<Avatar user={{ email: 'a@b.test' }} />);
    expect(kind(container)).toBe('icon');
    expect(container.querySelector('svg')).toBeTruthy();
    expect(container.textContent).toBe('');
  });

  it('shows the icon for a signed-out visitor', () => {
    const { container } = render(<Avatar user={null} />);
    expect(kind(container)).toBe('icon');
    expect(screen.getByRole('img', { name: 'Guest' })).toBeTruthy();
  });

  it('survives bad JSON in storage', () => {
    localStorage.setItem('usr', '{"firstName": "Ada"');
    localStorage.setItem('user', 'undefined');
    const { container } = render(<Avatar user={readStoredUser()} />);
    expect(kind(container)).toBe('icon');
  });

  it('reads the names from usr', () => {
    localStorage.setItem('usr', JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }));
    const { container } = render(<Avatar user={readStoredUser()} />);
    expect(container.textContent).toBe('AL');
  });
});
