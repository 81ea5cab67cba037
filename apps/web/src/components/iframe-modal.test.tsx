import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IFRAME_CLOSE_GUARD_MS, IframeModal } from './iframe-modal';

const SRC = 'https://forms.example.test/feedback';

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
}

/** Opens the modal from a button, like the app does, so "opened at" is a real moment. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <IframeModal
        open={open}
        title="Send feedback"
        src={SRC}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('IframeModal', () => {
  it('shows "Loading form" until the frame fires load', () => {
    render(<IframeModal open title="Send feedback" src={SRC} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading form');
    const frame = screen.getByTitle('Send feedback') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(SRC);
    fireEvent.load(frame);
    expect(screen.queryByText('Loading form')).toBeNull();
    expect(frame.dataset.loaded).toBe('true');
  });

  it('keeps showing "Loading form" while the URL is unknown', () => {
    render(<IframeModal open title="Send feedback" src={undefined} onClose={() => {}} />);
    expect(screen.getByText('Loading form')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the error instead of a frame when the URL cannot be had', () => {
    render(
      <IframeModal open title="Send feedback" src={undefined} error="Nope" onClose={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Nope');
    expect(screen.queryByText('Loading form')).toBeNull();
  });

  it('closes on Escape once the guard time has passed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => vi.advanceTimersByTime(IFRAME_CLOSE_GUARD_MS + 50));
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a close requested within 200 ms of opening (spec §4)', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => vi.advanceTimersByTime(150));
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();

    act(() => vi.advanceTimersByTime(100));
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('applies the guard to the close button too', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(IFRAME_CLOSE_GUARD_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
