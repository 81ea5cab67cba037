import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as saveFileModule from '@/lib/save-file';
import { ShareAction } from './share-action';

const company = { ticker: 'NASDAQ:AAPL', companyName: 'Apple Inc.', evidentScore: 72 };
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 });

describe('share action (issue 23)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => png());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the device’s share sheet where there is one, with the text, link and score card', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    render(<ShareAction company={company} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.url).toBe(`${location.origin}/stocks/NASDAQ/AAPL`);
    expect(data.text).toBe(
      'Apple Inc. (NASDAQ:AAPL) has an Evident Score of 72/100: see its fundamental analysis on Evident.',
    );
    expect(data.files?.[0]?.name).toBe('evident-aapl-score.png');
    expect(fetchMock).toHaveBeenCalledWith('/share/stocks/NASDAQ/AAPL.png?lang=en');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('else opens a dialog: copy the link or the message, download the score card', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const saved = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    render(<ShareAction company={company} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Apple Inc.' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(
      '/share/stocks/NASDAQ/AAPL.png?lang=en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/stocks/NASDAQ/AAPL`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls[1]).toEqual([
      `Apple Inc. (NASDAQ:AAPL) has an Evident Score of 72/100: see its fundamental analysis on Evident. ${location.origin}/stocks/NASDAQ/AAPL`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download image' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![1]).toBe('evident-aapl-score.png');
  });
});
