import type { EventMember } from '@fairway/contracts/event-team';
import type { EventMemberRow } from './event-member.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A team row as the Team tab shows it; e-mails only to those who may manage the team (the caller decides). */
export function toEventMember(row: EventMemberRow): EventMember {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    role: row.role,
    status: row.status,
    email: row.email,
    displayName: row.display_name,
    contestIds: row.contest_ids,
    invitedBy: row.invited_by,
    invitedAt: row.invited_at.toISOString(),
    acceptedAt: iso(row.accepted_at),
    revokedAt: iso(row.revoked_at),
    lastActiveAt: iso(row.last_active_at),
  };
}
