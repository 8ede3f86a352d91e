import { useTournaments } from '@fairway/api-client';
import type { AdminDialogProps } from '@fairway/contracts/remotes';
import { messages } from '@fairway/contracts/messages';
import { ThemedRemoteSurface } from '@fairway/ui';
import { Empty } from 'antd';
import { useState } from 'react';
import { Modal } from '../../../shared/components/antd-parts';
import { NativeSelect } from '../../../shared/components/native-select';
import { SectionTabs } from './section-tabs';
import { administeredTournaments } from '../model/administered-tournaments';
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
        {open && <AdminDialogBody preselected={tournamentId} onDeleted={onClose} parts={parts} />}
      </Modal>
    </ThemedRemoteSurface>
  );
}

function AdminDialogBody({ preselected, onDeleted, parts }: { preselected: string | undefined; onDeleted: () => void; parts: AdminDialogParts }) {
  const tournaments = useTournaments();
  const mine = administeredTournaments(tournaments.data ?? []);
  const [chosen, setChosen] = useState(preselected);
  const [tab, setTab] = useState('tournament');
  const selected = mine.find((tournament) => tournament.id === chosen) ?? mine[0];

  if (tournaments.isPending) {
    return (
      <div className={styles.loading} role="status">
        {messages.pages.loadingTournaments}
      </div>
    );
  }
  if (!selected) {
    return <Empty description={<NoTournaments />} />;
  }
  const sections = [
    { key: 'tournament', label: 'Tournament', children: <TournamentTab key={selected.id} tournament={selected} onDeleted={onDeleted} /> },
    { key: 'registration', label: 'Registration', children: <parts.RegistrationTab key={selected.id} tournamentId={selected.id} /> },
    { key: 'registrations', label: 'Registrations', children: <parts.RegistrationsTab key={selected.id} tournamentId={selected.id} /> },
    { key: 'pre-register', label: 'Pre-Register', children: <PreRegisterTab key={selected.id} tournamentId={selected.id} /> },
    { key: 'check-in', label: 'Check-In', children: <CheckInTab key={selected.id} tournamentId={selected.id} sales={parts} /> },
    { key: 'teams', label: 'Teams', children: <TeamsTab key={selected.id} tournamentId={selected.id} /> },
    {
      key: 'charity',
      label: 'Charity',
      children: <CharityTab key={selected.id} tournament={selected} ledgerAndPledges={<parts.LedgerAndPledges tournamentId={selected.id} />} />,
    },
    { key: 'sponsors', label: 'Sponsors', children: <parts.SponsorsTab key={selected.id} tournamentId={selected.id} /> },
    { key: 'add-ons', label: 'Add-ons', children: <parts.AddOnsTab key={selected.id} tournamentId={selected.id} /> },
    { key: 'contests', label: 'Contests', children: <parts.ContestsTab key={selected.id} tournamentId={selected.id} /> },
    { key: 'awards', label: 'Awards', children: <parts.AwardsTab key={selected.id} tournamentId={selected.id} /> },
  ];
  return (
    <div className={styles.body}>
      <label className={styles.selector}>
        <span>Tournament</span>
        <NativeSelect value={selected.id} onChange={setChosen} options={mine.map((tournament) => ({ value: tournament.id, label: tournament.name }))} />
      </label>
      <SectionTabs label="Manage" sections={sections} active={tab} onChange={setTab} />
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
