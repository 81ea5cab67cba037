import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './company-logo.module.css';

/** Spec §2: a logo with more than 5% white pixels gets a dark background so it stays visible. */
export const WHITE_SHARE_FOR_DARK = 0.05;

/** Share of opaque near-white pixels in RGBA pixel data. */
export function whiteShareOf(data: Uint8ClampedArray): number {
  const pixels = data.length / 4;
  if (pixels === 0) return 0;
  let white = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 200 && data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240)
      white += 1;
  }
  return white / pixels;
}

/**
 * Share of (opaque) near-white pixels of a loaded image, or null when it cannot be read (a logo
 * service without CORS taints the canvas; then the light background stays).
 */
export function whiteShare(img: HTMLImageElement): number | null {
  try {
    const size = 32;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(img, 0, 0, size, size);
    return whiteShareOf(ctx.getImageData(0, 0, size, size).data);
  } catch {
    return null;
  }
}

/**
 * Monogram tiles, [background, text]. Fixed colours rather than theme tokens: the tile draws its
 * own background, so it reads the same on any page. No red, green or yellow, which the page uses
 * for score bands and market direction. Every pair reaches WCAG AA (4.5:1, checked by the test).
 */
export const MONOGRAM_PALETTE = [
  ['#1f4e8c', '#ffffff'],
  ['#5b3f99', '#ffffff'],
  ['#0f6b73', '#ffffff'],
  ['#8a3b12', '#ffffff'],
  ['#6b2f5f', '#ffffff'],
  ['#4a5568', '#ffffff'],
  ['#7a4b00', '#ffffff'],
  ['#3b4cca', '#ffffff'],
  ['#a0306a', '#ffffff'],
  ['#c9d8f2', '#121720'],
  ['#e8d9b5', '#121720'],
] as const;

/** The symbol of an API ticker ("NASDAQ:AAPL" → "AAPL"), in capitals. */
const symbolOf = (ticker: string) => ticker.slice(ticker.lastIndexOf(':') + 1).toUpperCase();

/** The ticker's colours: FNV-1a of its symbol into the palette, the same on every page and load. */
export function monogramColours(ticker: string): readonly [string, string] {
  let hash = 0x811c9dc5;
  for (const ch of symbolOf(ticker)) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return MONOGRAM_PALETTE[(hash >>> 0) % MONOGRAM_PALETTE.length]!;
}

/**
 * One or two characters of the symbol (not the exchange): the first two of a plain ticker
 * (AAPL → AA, F → F, 1810 → 18), the first of each part of a share-class ticker, so classes
 * differ (BRK.B → BB, BRK-A → BA).
 */
export function monogramInitials(ticker: string): string {
  const parts = symbolOf(ticker)
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (parts.length > 1) return parts[0]![0]! + parts.at(-1)![0]!;
  return (parts[0] ?? '').slice(0, 2);
}

export type CompanyLogoProps = {
  /** Logo URL from the API (null when the company has no website or no logo service is set). */
  src: string | null;
  /** Company name, for the alternative text. */
  name: string;
  /** The ticker the monogram is drawn from when there is no logo. */
  ticker: string;
  size?: number;
};

/** A company logo from the logo service; without one, or when it fails to load, a monogram. */
export function CompanyLogo({ src, name, ticker, size = 40 }: CompanyLogoProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [dark, setDark] = useState(false);
  const alt = t('companyLogo.alt', { name });
  if (!src || failed) {
    const [background, color] = monogramColours(ticker);
    const initials = monogramInitials(ticker);
    return (
      <span
        className={`${styles.logo} ${styles.monogram}`}
        // Two letters fill about 40% of the tile, one letter a little more.
        style={{
          width: size,
          height: size,
          background,
          color,
          fontSize: size * (initials.length > 1 ? 0.4 : 0.5),
        }}
        role="img"
        aria-label={alt}
        data-monogram={initials}
      >
        <span aria-hidden="true" translate="no">
          {initials}
        </span>
      </span>
    );
  }
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const share = whiteShare(event.currentTarget);
    setDark(share !== null && share > WHITE_SHARE_FOR_DARK);
  };
  return (
    <span
      className={[styles.logo, dark ? styles.dark : ''].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      data-logo-background={dark ? 'dark' : 'light'}
    >
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        crossOrigin="anonymous"
        onError={() => setFailed(true)}
        onLoad={onLoad}
      />
    </span>
  );
}
