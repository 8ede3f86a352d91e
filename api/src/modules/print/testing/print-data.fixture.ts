// A realistic morning for the print documents' tests: a par-72 course, a full shotgun field of named players with
// their handicaps and stroke dots, contests on the par 3s and two hole sponsors with a logo.
import { myStationPath, teamInvitePath } from '@fairway/contracts/remotes';
import { startLabel } from '@fairway/contracts/starts';
import { allocateStrokes } from '@fairway/golf';
import { assignShotgun } from '@fairway/golf/starts';
import type { PrintContest, PrintData, PrintHole, PrintHoleSponsor, PrintPlayer, PrintTeam } from '../print-data';
import { solidPng } from './solid-png';

export const fixtureBaseUrl = 'http://localhost:8080';
const tournamentId = '5b0f6c2e-1d1a-4c8e-9a53-2f5c0d7e9a10';

/** Par, yardage (white tees) and stroke index of holes 1-18. */
const course: readonly (readonly [par: number, yardage: number, strokeIndex: number])[] = [
  [4, 392, 7],
  [5, 521, 11],
  [3, 168, 15],
  [4, 417, 1],
  [4, 356, 13],
  [4, 401, 5],
  [3, 187, 17],
  [5, 538, 3],
  [4, 379, 9],
  [4, 410, 4],
  [4, 344, 14],
  [3, 152, 18],
  [5, 502, 8],
  [4, 428, 2],
  [4, 366, 12],
  [3, 201, 16],
  [4, 389, 10],
  [5, 545, 6],
];

const firstNames = ['Ann', 'Ben', 'Carla', 'Dev', 'Elena', 'Frank', 'Grace', 'Hiro', 'Imani', 'Jack', 'Keiko', 'Liam', 'Maya', 'Nils', 'Olga', 'Pedro'];
const lastNames = [
  'Lee',
  'Okafor',
  'Schmidt',
  'Patel',
  'Rossi',
  'Nguyen',
  'Walsh',
  'Tanaka',
  'Moreau',
  'Kowalski',
  'Silva',
  'Brennan',
  'Haddad',
  'Larsen',
  'Ortiz',
  'Fischer',
  'Mbeki',
  'Quinn',
  'Dubois',
  'Yilmaz',
];
const teamPrefixes = ['Ridgeview', 'Harbor', 'Maple', 'Summit', 'Lakeside', 'Granite', 'Cedar', 'Riverbend', 'Oakmont', 'Bayside', 'Pinecrest', 'Westfield'];
const teamSuffixes = ['Realty', 'Dental', 'Builders'];

export interface PrintDataFixtureOptions {
  teams?: number;
  /** false: the teams have no start yet (no label, no hole). */
  startsAssigned?: boolean;
}

export const fixtureHoles: readonly PrintHole[] = course.map(([par, yardage, strokeIndex], index) => ({ number: index + 1, par, yardage, strokeIndex }));

export function printDataFixture({ teams = 36, startsAssigned = true }: PrintDataFixtureOptions = {}): PrintData {
  const field = Array.from({ length: teams }, (_, index) => fixtureTeam(index));
  return {
    tournamentId,
    tournamentName: 'Spring Charity Classic',
    charityName: 'Riverside Children’s Hospital',
    date: '2026-06-12',
    courseName: 'Willow Creek Golf Club',
    format: 'scramble',
    holes: fixtureHoles,
    teams: startsAssigned ? withShotgunStarts(field) : field,
    contests: fixtureContests(),
    holeSponsors: fixtureHoleSponsors(),
    shotgunTimes: ['08:00'],
    startsLocked: startsAssigned,
  };
}

function fixtureTeam(index: number): PrintTeam {
  const id = fixtureId('7e', index);
  const inviteCode = `ABC${String(100 + index)}`;
  return {
    id,
    name: `${teamPrefixes[index % teamPrefixes.length]} ${teamSuffixes[Math.floor(index / teamPrefixes.length) % teamSuffixes.length]}${index >= 36 ? ` ${index}` : ''}`,
    startLabel: null,
    startHole: null,
    startSlot: null,
    wave: 1,
    teeTime: null,
    joinUrl: `${fixtureBaseUrl}${teamInvitePath(tournamentId, inviteCode)}`,
    players: [0, 1, 2, 3].map((seat) => fixturePlayer(index * 4 + seat)),
  };
}

/** Player `k`: first and last names paired so that no two players of a field of up to 80 teams share both. */
function fixturePlayer(k: number): PrintPlayer {
  const first = k % firstNames.length;
  const last = (first + Math.floor(k / firstNames.length)) % lastNames.length;
  // One player in a hundred has no handicap on file; the others spread over 0-36.
  const handicap = k % 100 === 7 ? null : (k * 11 + 5) % 37;
  return {
    id: fixtureId('9a', k),
    name: `${firstNames[first]} ${lastNames[last]}`,
    handicap,
    strokesByHole: allocateStrokes(
      handicap ?? 0,
      fixtureHoles.map((hole) => ({ ...hole, handicap: hole.strokeIndex })),
    ).map((hole) => hole.strokes),
    checkedIn: k % 3 === 0,
  };
}

/** The field placed as the starts module places a shotgun: one group per hole, the doubled holes A and B. */
function withShotgunStarts(field: readonly PrintTeam[]): PrintTeam[] {
  const result = assignShotgun(
    field.map((team) => team.id),
    fixtureHoles,
    { waves: field.length > 36 ? 2 : 1 },
  );
  if (!result.ok) throw new Error(`The fixture's field does not fit a shotgun: ${result.problem.kind}`);
  const byId = new Map(field.map((team) => [team.id, team]));
  return result.starts
    .map((start) => ({
      ...byId.get(start.teamId)!,
      startLabel: startLabel({ hole: start.hole, slot: start.slot, teeTime: null, wave: start.wave }),
      startHole: start.hole,
      startSlot: start.slot,
      wave: start.wave,
    }))
    .sort((a, b) => a.wave - b.wave || a.startHole - b.startHole || (a.startSlot ?? '').localeCompare(b.startSlot ?? ''));
}

function fixtureContests(): PrintContest[] {
  const par3s = fixtureHoles.filter((hole) => hole.par === 3);
  return par3s.map((hole, index) => {
    const id = fixtureId('c0', index);
    return {
      id,
      hole: hole.number,
      title: 'Closest to the pin',
      prize: index === 0 ? 'A weekend for two at the Lakeview Lodge' : null,
      stationUrl: `${fixtureBaseUrl}${myStationPath(tournamentId, id)}`,
    };
  });
}

function fixtureHoleSponsors(): PrintHoleSponsor[] {
  return [
    {
      hole: 4,
      sponsorName: 'Harbor Dental Group',
      logo: { bytes: solidPng(240, 80, [20, 90, 160]), mimeType: 'image/png' },
      message: 'Smile, you made par!',
    },
    { hole: 14, sponsorName: 'Granite Builders', logo: { bytes: solidPng(120, 120, [200, 120, 30]), mimeType: 'image/png' }, message: null },
  ];
}

function fixtureId(prefix: string, index: number): string {
  return `${prefix}000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}
