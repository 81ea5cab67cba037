import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { openPricing } from '@/lib/subscription';
import { Button } from '@/components/button';
import { WatchlistIcon } from '@/components/icons';
import { useAuthModals } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { ApiError, errorText } from '@/lib/api-client';
import { addToFirstList, changeListCompanies, listsQuery, refreshLists } from '@/lib/lists-api';
import '@/i18n/en/stock';

/**
 * Spec §2 stock page action "add to favorites": signed out, it opens sign-in; signed in, it adds
 * the company to the first watchlist ("My watchlist" is created when there is none), or — when the
 * company is in a watchlist already — takes it out, with an undo.
 */
export function FavouriteButton({ ticker, companyName }: { ticker: string; companyName: string }) {
  const { t } = useTranslation('stock');
  const signedIn = useSignedIn();
  const modals = useAuthModals();
  const client = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery({ ...listsQuery('watchlist'), enabled: signedIn });
  const holding = (lists.data ?? []).filter((l) => l.stocks.some((s) => s.ticker === ticker));
  const inFavourites = holding.length > 0;

  const add = useMutation({
    // Lists that failed to load are fetched again rather than taken as none (no duplicate list).
    mutationFn: async () =>
      addToFirstList(
        'watchlist',
        lists.data ?? (await client.fetchQuery(listsQuery('watchlist'))),
        ticker,
      ),
    onSuccess: (list) => {
      toast.success(t('favourite.added'), {
        description: t('favourite.addedText', { name: companyName, list: list.name }),
        action: {
          label: t('lists.open'),
          onClick: () => void navigate(`/watchlist/${list.id}`),
        },
      });
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 403
          ? t('favourite.limit')
          : t('lists.notAdded'),
        {
          description: errorText(error, t('lists.failed')),
          ...(error instanceof ApiError && error.status === 403
            ? { action: { label: t('lists.upgrade'), onClick: openPricing } }
            : {}),
        },
      ),
    onSettled: () => refreshLists(client, 'watchlist'),
  });
  const remove = useMutation({
    mutationFn: () =>
      Promise.all(
        holding.map((l) => changeListCompanies('watchlist', l.id, 'removeCompanies', [ticker])),
      ),
    onSuccess: (changed) => {
      toast.success(t('favourite.removed'), {
        description: t('favourite.removedText', { name: companyName }),
        action: {
          label: t('favourite.undo'),
          onClick: () =>
            void Promise.all(
              changed.map((l) => changeListCompanies('watchlist', l.id, 'addCompanies', [ticker])),
            ).finally(() => refreshLists(client, 'watchlist')),
        },
      });
    },
    onError: (error) =>
      toast.error(t('favourite.notRemoved'), {
        description: errorText(error, t('lists.failed')),
      }),
    onSettled: () => refreshLists(client, 'watchlist'),
  });

  if (!signedIn) {
    return (
      <Button variant="primary" onClick={() => modals.open('login')}>
        <WatchlistIcon aria-hidden="true" /> {t('favourite.add')}
      </Button>
    );
  }
  const busy = (lists.isPending && lists.isFetching) || add.isPending || remove.isPending;
  return (
    <>
      <Button
        variant={inFavourites ? 'secondary' : 'primary'}
        aria-pressed={inFavourites}
        disabled={busy}
        onClick={() => (inFavourites ? remove.mutate() : add.mutate())}
      >
        <WatchlistIcon aria-hidden="true" /> {inFavourites ? t('favourite.in') : t('favourite.add')}
      </Button>
      {inFavourites && (
        <Link to={`/watchlist/${holding[0]!.id}`} aria-label={t('favourite.openWatchlistLabel')}>
          {t('favourite.openWatchlist')}
        </Link>
      )}
    </>
  );
}
