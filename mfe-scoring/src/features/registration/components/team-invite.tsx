import { teamInvitePath } from '@fairway/contracts/remotes';
import { Panel, QrCode } from '@fairway/ui';
import { ShareLink } from './share-link';
import common from './registration.module.css';
import styles from './confirmation-page.module.css';

interface TeamInviteProps {
  tournamentId: string;
  tournamentName: string;
  teamName: string;
  inviteCode: string;
}

/** The team's invite code, and the link (and its QR) each teammate opens to join and fill in their own details. */
export function TeamInvite({ tournamentId, tournamentName, teamName, inviteCode }: TeamInviteProps) {
  const url = new URL(teamInvitePath(tournamentId, inviteCode), window.location.origin).toString();
  return (
    <Panel title={teamName}>
      <div className={styles.invite}>
        <div className={common.stack}>
          <p className={common.muted}>Invite code</p>
          <p className={styles.inviteCode}>{inviteCode}</p>
          <p>
            Send your teammates this link: each signs in, joins {teamName} with the code and fills in their own details. At the course they can scan the code
            instead.
          </p>
          <ShareLink url={url} title={teamName} text={`Join ${teamName} at ${tournamentName} with invite code ${inviteCode}`} />
        </div>
        <QrCode value={url} label={`QR code: join ${teamName} with invite code ${inviteCode}`} size={176} />
      </div>
    </Panel>
  );
}
