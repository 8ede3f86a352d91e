import { printMessages } from '@fairway/contracts/print';
import { printDocumentTexts } from '@fairway/contracts/print-texts';
import { startLabel } from '@fairway/contracts/starts';
import type { PrintData, PrintDocumentRenderer, PrintTeam } from './print-data';
import { tournamentLine } from './print-kit';
import { drawTable } from './print-table';

type StartedTeam = PrintTeam & { startHole: number };

/** The teams that have a start, by wave, then hole, then A before B (and by tee time on a tee-times start). */
export function startersOrder(data: Pick<PrintData, 'teams'>): StartedTeam[] {
  return data.teams
    .filter((team): team is StartedTeam => team.startHole !== null)
    .sort(
      (a, b) =>
        a.wave - b.wave ||
        a.startHole - b.startHole ||
        (a.startSlot ?? '').localeCompare(b.startSlot ?? '') ||
        (a.teeTime ?? '').localeCompare(b.teeTime ?? ''),
    );
}

/** The line above the list: when the horn goes (per wave), or the first tee time. */
export function hornLine(data: Pick<PrintData, 'shotgunTimes' | 'startMode'>, started: readonly StartedTeam[]): string {
  if (started.length === 0) return printMessages.startsNotAssigned;
  const waves = new Set(started.map((team) => team.wave));
  if (data.startMode === 'tee-times') return `Tee times from ${started.map((team) => team.teeTime ?? '').sort()[0]}`;
  if (data.shotgunTimes.length === 0) return 'Shotgun start: horn time to be announced';
  if (waves.size < 2) return `Shotgun start: horn at ${data.shotgunTimes[0]}`;
  return `Shotgun start: horn at ${data.shotgunTimes.map((time, index) => `${time} (wave ${index + 1})`).join(', ')}`;
}

/** The starter's sheet: each hole's groups in order, with their players and tee time; holes nobody starts on are left out. */
export const renderStartersSheet: PrintDocumentRenderer = (doc, data, paper) => {
  const started = startersOrder(data);
  const twoWaves = new Set(started.map((team) => team.wave)).size > 1;
  drawTable(doc, {
    paper,
    title: printDocumentTexts['starters-sheet'].name,
    subtitle: `${tournamentLine(data)} · ${started.length} groups`,
    lead: hornLine(data, started),
    rows: started,
    sectionOf: (team, previous) =>
      previous && previous.wave === team.wave && previous.startHole === team.startHole
        ? null
        : `${twoWaves ? `Wave ${team.wave} · ` : ''}Hole ${team.startHole}`,
    columns: [
      { title: 'Start', share: 0.11, text: (team) => startLabel({ hole: team.startHole, slot: team.startSlot, teeTime: null }) },
      { title: 'Tee time', share: 0.1, text: (team) => team.teeTime ?? '-' },
      { title: 'Team', share: 0.25, text: (team) => team.name },
      { title: 'Players', share: 0.54, text: (team) => team.players.map((player) => player.name).join(', ') || '-' },
    ],
  });
};
