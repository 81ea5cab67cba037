import { useTranslation } from 'react-i18next';
import { ProfilePage } from '@/features/auth/components/profile-page';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/i18n/en/account';

/** `/profile`: reached through the avatar (spec §2); login required. */
export function ProfileRoute() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('profile.title'));
  return <ProfilePage subscription={<SubscriptionCard />} />;
}
