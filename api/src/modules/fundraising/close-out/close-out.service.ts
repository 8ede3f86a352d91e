import { Injectable } from '@nestjs/common';
import {
  type CloseOutCount,
  type CloseOutLine,
  type CloseOutLineKind,
  closeOutMessages,
  type CloseOutReport,
  type CreateCloseOutCount,
} from '@fairway/contracts/close-out';
import { can } from '@fairway/contracts/event-team';
import { closeOutTotals, type DeclaredCount, netOf, sumCloseOut } from '@fairway/golf/fundraising';
import type { AuthUser } from '../../../common/auth';
import { EventAccessService } from '../../event-team/event-access.service';
import { TournamentService } from '../../tournament/tournament.service';
import { CloseOutNamesService } from './close-out-names.service';
import { kindOf, ONLINE, personOf, UNATTRIBUTED } from './close-out-person';
import { type CountRow, CloseOutRepository } from './close-out.repository';

const lineOrder: Record<CloseOutLineKind, number> = { person: 0, online: 1, unattributed: 2 };

/**
 * The desk's close-out: per person and per method, the money the ledger says they took against what they
 * counted at the end of their shift. A desk volunteer reads and counts their own; the owner and co-organisers
 * read every line, the totals and the names.
 */
@Injectable()
export class CloseOutService {
  constructor(
    private readonly rows: CloseOutRepository,
    private readonly names: CloseOutNamesService,
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
  ) {}

  async report(tournamentId: string, user: AuthUser): Promise<CloseOutReport> {
    const { all, self } = await this.scope(tournamentId, user);
    const people = all ? [] : self;
    const [taken, counts] = await Promise.all([this.rows.taken(tournamentId, people), this.rows.counts(tournamentId, people)]);
    // A desk's own report is one line: an older entry naming their e-mail is theirs too.
    const own = (person: string) => (all || !self.includes(person) ? person : user.uid);
    const totals = closeOutTotals(
      taken.map((row) => ({ takenBy: own(personOf(row)), method: row.method, cents: row.amount_cents, state: row.state })),
      counts.map(declared),
      all ? [] : [user.uid],
    );
    const names = await this.names.namesOf([...totals.keys(), ...counts.map((count) => count.declared_by)], user);
    const nameOf = (person: string) =>
      person === ONLINE ? closeOutMessages.onlineName : person === UNATTRIBUTED ? closeOutMessages.unattributedName : (names.get(person) ?? person);
    const lines: CloseOutLine[] = [...totals]
      .map(([person, methods]) => ({
        person,
        kind: kindOf(person),
        name: nameOf(person),
        methods,
        netCents: netOf(methods),
        counts: counts.filter((count) => count.declared_by === person).map((count) => toCount(count, nameOf(person))),
      }))
      .sort((a, b) => lineOrder[a.kind] - lineOrder[b.kind] || a.name.localeCompare(b.name));
    const sums = all ? sumCloseOut(lines.map((line) => line.methods)) : null;
    return {
      tournamentId,
      scope: all ? 'all' : 'own',
      lines,
      totals: sums ? { methods: sums, netCents: netOf(sums) } : null,
      generatedAt: new Date().toISOString(),
    };
  }

  /** A count at the end of a shift: a new row every time (the latest counts), naming who declared it. */
  async declare(tournamentId: string, input: CreateCloseOutCount, user: AuthUser): Promise<CloseOutCount> {
    await this.scope(tournamentId, user);
    const row = await this.rows.declare({ tournamentId, method: input.method, countedCents: input.countedCents, note: input.note, by: user.uid });
    const names = await this.names.namesOf([user.uid], user);
    return toCount(row, names.get(user.uid) ?? user.uid);
  }

  /** 404 for an unknown tournament, 403 without a desk of one's own; `all` for those who read every desk. */
  private async scope(tournamentId: string, user: AuthUser): Promise<{ all: boolean; self: string[] }> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    const role = await this.access.require(user, tournament, 'closeOut.own', 'close out a desk');
    // Entries recorded before uids were kept name the recorder's e-mail: theirs only when the e-mail is proven.
    const self = user.email && user.emailVerified ? [user.uid, user.email.toLowerCase()] : [user.uid];
    return { all: can(role, 'money.readAll'), self };
  }
}

const declared = (row: CountRow): DeclaredCount => ({ by: row.declared_by, method: row.method, countedCents: row.counted_cents, at: row.declared_at });

const toCount = (row: CountRow, name: string): CloseOutCount => ({
  id: row.id,
  method: row.method,
  countedCents: row.counted_cents,
  note: row.note,
  declaredBy: row.declared_by,
  declaredByName: name,
  declaredAt: row.declared_at.toISOString(),
});
