import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast';

describe('toasts (sonner, loaded with the first toast)', () => {
  it('renders nothing until a toast is raised, then shows the very first one', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    toast.success('Saved', { description: 'Your changes have been applied' });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your changes have been applied')).toBeTruthy();
  });

  it('dismisses a toast by the id it was given at once', async () => {
    render(<Toaster />);
    const pending = toast.loading('Pending', { description: 'Sending email...' });
    expect(await screen.findByText('Pending')).toBeTruthy();
    toast.dismiss(pending);
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull());
  });
});
