import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { useSignedIn } from '@/hooks/use-session';
import { ApiError, errorText } from '@/lib/api-client';
import { addToFirstList, listsQuery, refreshLists } from '@/lib/lists-api';
import { openPricing } from '@/lib/subscription';
import '@/i18n/en/stock';

/**
 * "Add to portfolio" (issue 21): signed in, adds the company to the first portfolio ("My
 * portfolio" is created when there is none); once it is held, links to that portfolio.
 */
export function PortfolioButton({ ticker, companyName }: { ticker: string; companyName: string }) {
  const { t } = useTranslation('stock');
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery({ ...listsQuery('portfolio'), enabled: signedIn });
  const held = (lists.data ?? []).find((l) => l.stocks.some((s) => s.ticker === ticker));
  const add = useMutation({
    mutationFn: async () =>
      addToFirstList(
        'portfolio',
        lists.data ?? (await client.fetchQuery(listsQuery('portfolio'))),
        ticker,
      ),
    onSuccess: (list) =>
      toast.success(t('portfolio.added'), {
        description: t('portfolio.addedText', { name: companyName, list: list.name }),
        action: { label: t('lists.open'), onClick: () => void navigate(`/portfolio/${list.id}`) },
      }),
    onError: (error) =>
      toast.error(t('lists.notAdded'), {
        description: errorText(error, t('lists.failed')),
        ...(error instanceof ApiError && error.status === 403
          ? { action: { label: t('lists.upgrade'), onClick: openPricing } }
          : {}),
      }),
    onSettled: () => refreshLists(client, 'portfolio'),
  });
  if (!signedIn) return null;
  if (held) return <Link to={`/portfolio/${held.id}`}>{t('portfolio.held')}</Link>;
  return (
    <Button variant="secondary" disabled={add.isPending} onClick={() => add.mutate()}>
      {t('portfolio.add')}
    </Button>
  );
}
