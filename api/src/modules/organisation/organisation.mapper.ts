import type { OrganisationEvent, OrganisationMember, OrganisationYear } from '@fairway/contracts/organisation';
import type { TournamentRecord } from '@fairway/contracts';
import type { MemberRow } from './organisation.repository';

export function toMember(row: MemberRow): OrganisationMember {
  return { id: row.id, email: row.email, userId: row.user_id, role: row.role, addedAt: row.added_at.toISOString() };
}

const toEvent = (record: TournamentRecord): OrganisationEvent => ({
  id: record.id,
  name: record.name,
  date: record.date,
  status: record.status,
  charityGoal: record.charityGoal,
  raised: record.charityRaised,
});

const cents = (dollars: number) => Math.round(dollars * 100);

/** The events grouped by the year of their date, newest year first (the records come newest first). */
export function byYear(records: readonly TournamentRecord[]): OrganisationYear[] {
  const years = new Map<number, OrganisationYear>();
  for (const record of records) {
    const year = Number(record.date.slice(0, 4));
    const group = years.get(year) ?? { year, raised: 0, events: [] };
    group.events.push(toEvent(record));
    group.raised = (cents(group.raised) + cents(record.charityRaised)) / 100;
    years.set(year, group);
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}
