import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { SummaryCard } from './summary-card.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { FinancialTab } from './financial-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import '../profile.css';

type TabName = 'overview' | 'financial' | 'profile' | 'security';

/**
 * The body of /profile (spec 000 §2 Profile): the summary card and the four tabs (overview, financial, profile,
 * security); `openTab` opens one (the route's `?tab=financial`). Edit Profile switches to the profile tab in edit mode; Cancel or a successful save returns to view.
 */
export function ProfileScreen(props: { user: CurrentUser; onAccountDeleted: () => void; openTab?: 'financial' }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  // A receipt's link (/profile#billing) and the site menu's "Billing and receipts" (/profile?tab=financial) open the
  // financial tab, where the billing history is — the menu's link also when this page is already open.
  const [tab, setTab] = useState<TabName>(() => props.openTab ?? (typeof window !== 'undefined' && window.location.hash === '#billing' ? 'financial' : 'overview'));
  const [openedTab, setOpenedTab] = useState(props.openTab);
  if (props.openTab !== openedTab) {
    setOpenedTab(props.openTab);
    if (props.openTab) setTab(props.openTab);
  }

  const toggleEdit = () => {
    if (!editing) setTab('profile');
    setEditing(!editing);
  };

  return (
    <div className="profile-screen">
      <SummaryCard user={props.user} editing={editing} onToggleEdit={toggleEdit} />
      <Tabs.Root className="tabs" value={tab} onValueChange={(value) => setTab(value as TabName)}>
        <Tabs.List className="tabs__list" aria-label={t`Profile sections`}>
          <Tabs.Trigger className="tabs__trigger" value="overview">
            <Trans>Overview</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="financial">
            <Trans>Financial</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="profile">
            <Trans>Profile</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="security">
            <Trans>Security</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="card" value="overview">
          <OverviewTab user={props.user} />
        </Tabs.Content>
        <Tabs.Content className="card" value="financial">
          <FinancialTab user={props.user} />
        </Tabs.Content>
        <Tabs.Content className="card" value="profile">
          <ProfileTab user={props.user} editing={editing} onEditingChange={setEditing} />
        </Tabs.Content>
        <Tabs.Content className="card" value="security">
          <SecurityTab user={props.user} onAccountDeleted={props.onAccountDeleted} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
