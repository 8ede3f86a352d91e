import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventMemberRepository, type Membership } from './event-member.repository';

/** How long a member's last-active time may lag: one write per member per minute, not one per request. */
export const lastActiveIntervalMs = 60_000;
/** Members whose last write is remembered; past this the oldest are forgotten (a forgotten one writes once more). */
const rememberedMembers = 10_000;

/**
 * What other modules read of the event team: a person's standing on a tournament (the access layer, on every
 * request), when a member was last active, and the tournaments where a person holds a role.
 */
@Injectable()
export class EventTeamService {
  private readonly lastWrites = new Map<string, number>();

  constructor(private readonly members: EventMemberRepository) {}

  /**
   * The person's active role on the tournament; their latest revoked row when they have no active one (so the
   * caller can say the role was removed); null when they never held one.
   */
  activeMembership(tournamentId: string, uid: string, manager?: EntityManager): Promise<Membership | null> {
    return this.members.membership(tournamentId, uid, manager);
  }

  /** Records that the member used their role; throttled here and in SQL to one write a minute per member. */
  async touchLastActive(memberId: string, now = Date.now()): Promise<void> {
    const last = this.lastWrites.get(memberId);
    if (last !== undefined && now - last < lastActiveIntervalMs) return;
    this.remember(memberId, now);
    await this.members.touch(memberId);
  }

  /** Every tournament where the person holds an active team role (the owner's tournaments are not rows here). */
  membershipsOf(uid: string): Promise<Array<{ tournamentId: string; id: string; role: Membership['role']; contestIds: string[] }>> {
    return this.members.membershipsOf(uid);
  }

  /**
   * Next year's team for a cloned event, in the clone's transaction: the active members for the same accounts,
   * a contest volunteer's contests through the clone's contest ids (one left with none is not copied);
   * invitations and revoked rows stay behind, and the new event's owner is not made a member of it.
   */
  async copyForClone(from: string, to: string, contestIds: ReadonlyMap<string, string>, manager: EntityManager): Promise<number> {
    let copied = 0;
    for (const member of await this.members.list(from, manager)) {
      if (member.status !== 'active' || !member.user_id) continue;
      const contests = member.contest_ids.flatMap((id) => contestIds.get(id) ?? []);
      if (member.role === 'contest' && contests.length === 0) continue;
      if (await this.members.insertCopy(to, { ...member, contest_ids: contests }, manager)) copied += 1;
    }
    return copied;
  }

  private remember(memberId: string, now: number): void {
    this.lastWrites.delete(memberId);
    this.lastWrites.set(memberId, now);
    if (this.lastWrites.size > rememberedMembers) this.lastWrites.delete(this.lastWrites.keys().next().value!);
  }
}
