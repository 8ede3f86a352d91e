import type { EventInvitation } from '@fairway/contracts/event-team';
import { eventRoleLabels, eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { QrCode } from '@fairway/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { Modal } from '../../../shared/components/antd-parts';
import styles from './team-tab.module.css';

/** The invitation just made: its link, code and QR code, shown this once, with a copy button. */
export function InvitationShown({ invitation, onClose }: { invitation: EventInvitation; onClose: () => void }) {
  const url = new URL(invitation.link, window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  const sentTo = invitation.member.email;
  return (
    <Modal
      open
      title="Invitation ready"
      onCancel={onClose}
      footer={[
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]}
    >
      <div className={styles.shown} role="group" aria-label="Invitation link">
        <QrCode value={url} label="QR code of the invitation" size={148} />
        <div className={styles.shownText}>
          <p className={styles.lead}>
            {sentTo ? `E-mailed to ${sentTo} as ${eventRoleLabels[invitation.member.role]}.` : `${eventRoleLabels[invitation.member.role]} invitation.`}
          </p>
          <code className={styles.url}>{url}</code>
          <p>
            Code <strong className={styles.code}>{invitation.code}</strong>
          </p>
          <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>
          <p className={styles.warning}>{eventTeamTexts.linkShownOnce}</p>
        </div>
      </div>
    </Modal>
  );
}
