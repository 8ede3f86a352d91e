import { useEventRoleRevoked, useTournamentEvents, useTournaments } from '@fairway/api-client';
import { can } from '@fairway/contracts/event-permissions';
import type { AdminDialogProps } from '@fairway/contracts/remotes';
import { messages } from '@fairway/contracts/messages';
import { ThemedRemoteSurface } from '@fairway/ui';
import { Empty } from 'antd';
import { type ReactNode, useState } from 'react';
import { Modal } from '../../../shared/components/antd-parts';
import { NativeSelect } from '../../../shared/components/native-select';
import { SectionTabs } from './section-tabs';
import { administeredTournaments } from '../model/administered-tournaments';
import { type AdminSection, landingSection, sectionsFor } from '../model/admin-sections';
import { myRoleOf } from '../../../shared/model/my-role';
import { RoleRevoked } from './role-revoked';
import type { AdminDialogParts } from './admin-dialog-parts';
import { CharityTab } from './charity-tab';
import { CheckInTab } from './check-in-tab';
import { PreRegisterTab } from './pre-register-tab';
import { TeamsTab } from './teams-tab';
import { TournamentTab } from './tournament-tab';
import styles from './admin-dialog.module.css';

/** Tournament Administration: pick one of your tournaments, then manage it tab by tab (`parts` from the app). */
export function AdminDialog({ open, onClose, tournamentId, parts }: AdminDialogProps & { parts: AdminDialogParts }) {
  return (
    <ThemedRemoteSurface remote="admin" page="AdminDialog">
      <Modal open={open} onCancel={onClose} footer={null} title="Tournament Administration" destroyOnHidden width={720}>
        {/* Keyed by the tournament asked for: another one asked for while open (a clone just made) is shown from its landing tab. */}
        {open && <AdminDialogBody key={tournamentId} preselected={tournamentId} onDeleted={onClose} parts={parts} />}
      </Modal>
    </ThemedRemoteSurface>
  );
}

function AdminDialogBody({ preselected, onDeleted, parts }: { preselected: string | undefined; onDeleted: () => void; parts: AdminDialogParts }) {
  const tournaments = useTournaments();
  const revoked = useEventRoleRevoked();
  const mine = administeredTournaments(tournaments.data ?? []);
  const [chosen, setChosen] = useState(preselected);
  const [tab, setTab] = useState<string | undefined>();
  // The tournament on screen: once the caller's role on it is gone from their list (revoked), the page says so.
  const [held, setHeld] = useState<string | undefined>();
  const gone = !!held && tournaments.isSuccess && !mine.some((tournament) => tournament.id === held);
  const selected = gone ? undefined : (mine.find((tournament) => tournament.id === (chosen ?? held)) ?? mine[0]);
  if (selected && selected.id !== held) setHeld(selected.id);
  // An `event-team` change (a role changed or revoked) reads the caller's roles again.
  useTournamentEvents(held);

  if (tournaments.isPending) {
    return (
      <div className={styles.loading} role="status">
        {messages.pages.loadingTournaments}
      </div>
    );
  }
  if (revoked || gone) return <RoleRevoked />;
  if (!selected) {
    return <Empty description={<NoTournaments />} />;
  }
  const role = myRoleOf(selected);
  const drawn: Record<AdminSection, { label: string; children: ReactNode }> = {
    tournament: { label: 'Tournament', children: <TournamentTab key={selected.id} tournament={selected} onDeleted={onDeleted} /> },
    registration: { label: 'Registration', children: <parts.RegistrationTab key={selected.id} tournamentId={selected.id} /> },
    registrations: { label: 'Registrations', children: <parts.RegistrationsTab key={selected.id} tournamentId={selected.id} /> },
    'pre-register': { label: 'Pre-Register', children: <PreRegisterTab key={selected.id} tournamentId={selected.id} /> },
    'check-in': {
      label: 'Check-In',
      children: <CheckInTab key={selected.id} tournamentId={selected.id} sales={parts} contacts={can(role, 'field.contacts')} />,
    },
    teams: { label: 'Teams', children: <TeamsTab key={selected.id} tournamentId={selected.id} /> },
    starts: { label: 'Starts & Print', children: <parts.StartsAndPrintTab key={selected.id} tournamentId={selected.id} /> },
    charity: {
      label: 'Charity',
      children: <CharityTab key={selected.id} tournament={selected} ledgerAndPledges={<parts.LedgerAndPledges tournamentId={selected.id} />} />,
    },
    sponsors: { label: 'Sponsors', children: <parts.SponsorsTab key={selected.id} tournamentId={selected.id} /> },
    'add-ons': { label: 'Add-ons', children: <parts.AddOnsTab key={selected.id} tournamentId={selected.id} /> },
    contests: { label: 'Contests', children: <parts.ContestsTab key={selected.id} tournamentId={selected.id} /> },
    awards: { label: 'Awards', children: <parts.AwardsTab key={selected.id} tournamentId={selected.id} /> },
    auction: { label: 'Auction', children: <parts.AuctionTab key={selected.id} tournamentId={selected.id} /> },
    'event-team': { label: 'Event Team', children: <parts.EventTeamTab key={selected.id} tournamentId={selected.id} /> },
    messages: { label: 'Messages', children: <parts.MessagesTab key={selected.id} tournamentId={selected.id} /> },
  };
  // The tabs follow the caller's role on this tournament (the server enforces the same list).
  const sections = sectionsFor(role).map((key) => ({ key, ...drawn[key] }));
  const active = tab && sections.some((section) => section.key === tab) ? tab : landingSection(role);
  return (
    <div className={styles.body}>
      <label className={styles.selector}>
        <span>Tournament</span>
        <NativeSelect value={selected.id} onChange={setChosen} options={mine.map((tournament) => ({ value: tournament.id, label: tournament.name }))} />
      </label>
      {sections.length > 0 && active ? (
        <SectionTabs label="Manage" sections={sections} active={active} onChange={setTab} />
      ) : (
        <Empty description="The auction desk opens here once the event has an auction." />
      )}
    </div>
  );
}

function NoTournaments() {
  return (
    <>
      <strong>{messages.pages.noAdminTournaments.title}</strong>
      <br />
      {messages.pages.noAdminTournaments.description}
    </>
  );
}
