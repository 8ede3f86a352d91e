import type { Question } from '@fairway/contracts/registration';
import type { DraftProblems } from '../model/draft-problems';
import type { PlayerDraft } from '../model/registration-draft';
import { FormField } from './form-field';
import { QuestionField } from './question-field';

interface PlayerFieldsProps {
  /** 0 for the buyer, n for the teammate in row n. */
  index: number;
  player: PlayerDraft;
  questions: readonly Question[];
  problems: DraftProblems;
  onChange: (player: PlayerDraft) => void;
  /** The buyer's e-mail gets the confirmation; a teammate's is optional. */
  emailLabel: string;
  nameLabel: string;
}

/** A player's name, e-mail and answers to the organiser's player questions. */
export function PlayerFields({ index, player, questions, problems, onChange, emailLabel, nameLabel }: PlayerFieldsProps) {
  const owner = index === 0 ? 'buyer' : `player.${index}`;
  return (
    <>
      <FormField
        name={`${owner}.name`}
        label={nameLabel}
        autoComplete={index === 0 ? 'name' : 'off'}
        maxLength={100}
        value={player.name}
        onValue={(name) => onChange({ ...player, name })}
        problem={problems[`${owner}.name`]}
      />
      <FormField
        name={`${owner}.email`}
        label={emailLabel}
        type="email"
        autoComplete={index === 0 ? 'email' : 'off'}
        maxLength={254}
        value={player.email}
        onValue={(email) => onChange({ ...player, email })}
        problem={problems[`${owner}.email`]}
      />
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          owner={`player.${index}`}
          question={question}
          value={player.answers[question.id] ?? ''}
          onValue={(value) => onChange({ ...player, answers: { ...player.answers, [question.id]: value } })}
          problem={problems[`player.${index}.${question.id}`]}
        />
      ))}
    </>
  );
}
