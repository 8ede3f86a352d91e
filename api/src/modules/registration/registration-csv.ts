import { registrationLimits, type Question, type Registration } from '@fairway/contracts/registration';
import { csvText } from '../../common/csv/csv-cell';

const money = (dollars: number) => dollars.toFixed(2);

/**
 * Every registration as CSV, one row each: state, buyer, what was bought and paid, the team's answers and, for
 * each of up to four players, their name, e-mail, answers and the waiver version they accepted and when.
 */
export function registrationsCsv(registrations: readonly Registration[], teamQuestions: readonly Question[], playerQuestions: readonly Question[]): string {
  const players = Array.from({ length: registrationLimits.playersPerTeam }, (_, index) => index + 1);
  const header = [
    'id',
    'createdAt',
    'state',
    'kind',
    'buyerName',
    'buyerEmail',
    'teamName',
    'sponsorName',
    'items',
    'promoCode',
    'subtotal',
    'discount',
    'fee',
    'total',
    'refunded',
    'method',
    'paidAt',
    'note',
    ...teamQuestions.map((question) => `team: ${question.label}`),
    ...players.flatMap((n) => [
      `player ${n}`,
      `player ${n} email`,
      ...playerQuestions.map((question) => `player ${n}: ${question.label}`),
      `player ${n} waiver`,
    ]),
  ];
  const rows = registrations.map((registration) => [
    registration.id,
    registration.createdAt,
    registration.state,
    registration.kind,
    registration.buyerName,
    registration.buyerEmail,
    registration.teamName,
    registration.sponsorName,
    registration.lines.map((line) => `${line.quantity} x ${line.name}`).join('; '),
    registration.promoCode,
    money(registration.subtotal),
    money(registration.discount),
    money(registration.fee),
    money(registration.total),
    money(registration.refunded),
    registration.method,
    registration.paidAt,
    registration.note,
    ...teamQuestions.map((question) => registration.teamAnswers[question.id]),
    ...players.flatMap((n) => {
      const player = registration.players[n - 1];
      const waiver = player?.waiver ? `version ${player.waiver.version} by ${player.waiver.name} at ${player.waiver.acceptedAt}` : null;
      return [player?.name, player?.email, ...playerQuestions.map((question) => player?.answers[question.id]), waiver];
    }),
  ]);
  return csvText(header, rows);
}
