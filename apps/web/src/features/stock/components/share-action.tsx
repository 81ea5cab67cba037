import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ShareIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { toast } from '@/components/toast';
import { currentLanguage } from '@/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { stockPath } from '@/lib/stock-path';
import styles from './share.module.css';
import '@/i18n/en/share';

export type ShareableCompany = {
  ticker: string;
  companyName: string;
  evidentScore: number | null;
};

/** The server's score card of a company at 3× (spec §2), in the interface's language. */
export const shareImagePath = (ticker: string) =>
  `/share${stockPath(ticker)}.png?lang=${currentLanguage()}`;

/** The ready-made text of a share: the company, its score and the link. */
function useShareText(company: ShareableCompany) {
  const { t } = useTranslation('share');
  const url = `${location.origin}${stockPath(company.ticker)}`;
  const text =
    company.evidentScore === null
      ? t('text.unscored', { company: company.companyName, ticker: company.ticker })
      : t('text.scored', {
          company: company.companyName,
          ticker: company.ticker,
          score: company.evidentScore,
        });
  return { url, text, title: t('title', { company: company.companyName }) };
}

async function imageFile(company: ShareableCompany): Promise<File> {
  const res = await fetch(shareImagePath(company.ticker));
  if (!res.ok) throw new Error(`The share image answered ${res.status}`);
  const symbol = company.ticker.split(':').pop() ?? company.ticker;
  return new File([await res.arrayBuffer()], `evident-${symbol.toLowerCase()}-score.png`, {
    type: 'image/png',
  });
}

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/**
 * The company page's share action (issue 23): the device's own share sheet where the browser has
 * one (Web Share API), with the score card when it can take files; else a dialog to copy the link
 * or a ready-made text and to download the score card.
 */
export function ShareAction({ company }: { company: ShareableCompany }) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  const share = useShareText(company);
  const onClick = async () => {
    if (typeof navigator.share !== 'function') {
      setOpen(true);
      return;
    }
    try {
      const file = await imageFile(company).catch(() => null);
      const data: ShareData = { title: share.title, text: share.text, url: share.url };
      if (file && navigator.canShare?.({ files: [file] })) data.files = [file];
      await navigator.share(data);
    } catch (error) {
      // The user closed the sheet: nothing to do. Any other failure: the dialog instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void onClick()} aria-haspopup="dialog">
        <ShareIcon />
        {t('button')}
      </Button>
      {open ? <ShareDialog company={company} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ShareDialog({ company, onClose }: { company: ShareableCompany; onClose: () => void }) {
  const { t } = useTranslation('share');
  const share = useShareText(company);
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      const file = await imageFile(company);
      saveFile(file, file.name);
    } catch {
      toast.error(t('downloadFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open onOpenChange={(o) => (o ? undefined : onClose())} title={share.title} size="md">
      <img
        className={styles.preview}
        src={shareImagePath(company.ticker)}
        alt={t('imageAlt', { company: company.companyName })}
        width={400}
        height={210}
      />
      <label className={styles.label} htmlFor="share-link">
        {t('link')}
      </label>
      <div className={styles.row}>
        <input id="share-link" className={styles.field} readOnly value={share.url} />
        <Button
          variant="secondary"
          onClick={() => void copy(share.url, t('linkCopied'), t('copyFailed'))}
        >
          {t('copyLink')}
        </Button>
      </div>
      <label className={styles.label} htmlFor="share-text">
        {t('message')}
      </label>
      <textarea
        id="share-text"
        className={styles.field}
        readOnly
        rows={3}
        value={`${share.text} ${share.url}`}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void copy(`${share.text} ${share.url}`, t('textCopied'), t('copyFailed'))}
        >
          {t('copyText')}
        </Button>
        <Button onClick={() => void download()} disabled={saving}>
          {t('download')}
        </Button>
      </div>
    </Modal>
  );
}
