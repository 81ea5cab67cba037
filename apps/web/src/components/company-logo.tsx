import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import fallbackLogo from '@/assets/logo-fallback.svg';
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

export type CompanyLogoProps = {
  /** Logo URL from the API (null when the company has no website). */
  src: string | null;
  /** Company name, for the alternative text. */
  name: string;
  size?: number;
};

/** A company logo from the logo service, with the bundled fallback image (spec §2). */
export function CompanyLogo({ src, name, size = 40 }: CompanyLogoProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [dark, setDark] = useState(false);
  const url = src && !failed ? src : fallbackLogo;
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (url === fallbackLogo) return;
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
        src={url}
        alt={t('companyLogo.alt', { name })}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        crossOrigin={url === fallbackLogo ? undefined : 'anonymous'}
        onError={() => setFailed(true)}
        onLoad={onLoad}
      />
    </span>
  );
}
