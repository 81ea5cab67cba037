import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { openPricing } from '@/lib/subscription';
import { Button } from '@/components/button';
import { WatchlistIcon } from '@/components/icons';
import { useAuthModals } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { addToFirstList, changeListCompanies, listsQuery, refreshLists } from '@/lib/lists-api';

/**
 * Spec §2 stock page action "add to favorites": signed out, it opens sign-in; signed in, it adds
 * the company to the first watchlist ("My watchlist" is created when there is none), or — when the
 * company is in a watchlist already — takes it out, with an undo.
 */
export function FavouriteButton({ ticker, companyName }: { ticker: string; companyName: string }) {
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
      toast.success('Added to favourites', {
        description: `${companyName} is in your watchlist “${list.name}”.`,
        action: { label: 'Open', onClick: () => void navigate(`/watchlist/${list.id}`) },
      });
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 403 ? 'Watchlist limit reached' : 'Not added',
        {
          description:
            error instanceof ApiError ? error.message : 'Something went wrong. Try again',
          ...(error instanceof ApiError && error.status === 403
            ? { action: { label: 'Upgrade', onClick: openPricing } }
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
      toast.success('Removed from favourites', {
        description: `${companyName} left your watchlist.`,
        action: {
          label: 'Undo',
          onClick: () =>
            void Promise.all(
              changed.map((l) => changeListCompanies('watchlist', l.id, 'addCompanies', [ticker])),
            ).finally(() => refreshLists(client, 'watchlist')),
        },
      });
    },
    onError: (error) =>
      toast.error('Not removed', {
        description: error instanceof ApiError ? error.message : 'Something went wrong. Try again',
      }),
    onSettled: () => refreshLists(client, 'watchlist'),
  });

  if (!signedIn) {
    return (
      <Button variant="primary" onClick={() => modals.open('login')}>
        <WatchlistIcon aria-hidden="true" /> Add to favourites
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
        <WatchlistIcon aria-hidden="true" /> {inFavourites ? 'In favourites' : 'Add to favourites'}
      </Button>
      {inFavourites && (
        <Link to={`/watchlist/${holding[0]!.id}`} aria-label="Open your watchlist">
          Open watchlist
        </Link>
      )}
    </>
  );
}
