import type { Question, Registration } from '@fairway/contracts/registration';
import { whenText } from '../model/date-time-text';
import { answerLines } from '../model/registration-text';
import styles from './registrations.module.css';

interface RegistrationDetailsProps {
  registration: Registration;
  teamQuestions: readonly Question[];
  playerQuestions: readonly Question[];
}

/** Everything the registrant told: the buyer's contact, the team's and each player's answers, each waiver acceptance. */
export function RegistrationDetails({ registration, teamQuestions, playerQuestions }: RegistrationDetailsProps) {
  const teamAnswers = answerLines(teamQuestions, registration.teamAnswers);
  return (
    <details className={styles.details}>
      <summary>Answers and waiver</summary>
      <dl className={styles.facts}>
        <dt>Bought by</dt>
        <dd>{[registration.buyerName, registration.buyerEmail].filter(Boolean).join(' · ')}</dd>
        {teamAnswers.length > 0 && (
          <>
            <dt>Team</dt>
            <dd>{teamAnswers.join(' · ')}</dd>
          </>
        )}
        {registration.players.map((player, index) => (
          <PlayerFacts key={`${index}-${player.name}`} player={player} questions={playerQuestions} />
        ))}
        {registration.note && (
          <>
            <dt>Note</dt>
            <dd>{registration.note}</dd>
          </>
        )}
      </dl>
    </details>
  );
}

function PlayerFacts({ player, questions }: { player: Registration['players'][number]; questions: readonly Question[] }) {
  const answers = answerLines(questions, player.answers);
  const waiver = player.waiver
    ? `Waiver version ${player.waiver.version} accepted as ${player.waiver.name}, ${whenText(player.waiver.acceptedAt)}`
    : 'No waiver accepted';
  return (
    <>
      <dt>{player.name}</dt>
      <dd>{[player.email, ...answers, waiver].filter(Boolean).join(' · ')}</dd>
    </>
  );
}
