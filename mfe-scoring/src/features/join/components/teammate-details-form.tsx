import type { Question, TeammateDetailsRequest, TeammateForm } from '@fairway/contracts/registration';
import { type FormEvent, useState } from 'react';
import styles from './join-page.module.css';
import formStyles from './teammate-details-form.module.css';

/** Server problems by field: `answers.<questionId>`, `waiverAccepted`, `name` (the `details.` prefix dropped). */
export type DetailsProblems = Readonly<Record<string, string>>;

interface TeammateDetailsFormProps {
  form: TeammateForm;
  /** The account's name, offered until the player types their own. */
  accountName: string;
  busy: boolean;
  problems: DetailsProblems;
  /** A problem not about one field (a waiver changed since the page opened). */
  alert: string | null;
  onSubmit: (details: TeammateDetailsRequest) => void;
  onBack: () => void;
}

const labelOf = (question: Question) => (question.required ? question.label : `${question.label} (optional)`);
const idOf = (name: string) => `teammate-${name.replace(/\W/g, '-')}`;

function ProblemText({ name, problem }: { name: string; problem: string | undefined }) {
  return problem ? (
    <span id={`${idOf(name)}-problem`} className={formStyles.problem} role="alert">
      {problem}
    </span>
  ) : null;
}

/** One organiser's question: a choice for sizes and selects, a decimal for a handicap index, else text. */
function Answer({ question, value, problem, onValue }: { question: Question; value: string; problem: string | undefined; onValue: (value: string) => void }) {
  const name = `answers.${question.id}`;
  const control = {
    id: idOf(name),
    value,
    required: question.required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${idOf(name)}-problem` : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={control.id}>{labelOf(question)}</label>
      {question.options.length > 0 ? (
        <select {...control} onChange={(event) => onValue(event.target.value)}>
          <option value="">Choose…</option>
          {question.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          inputMode={question.kind === 'handicap-index' ? 'decimal' : 'text'}
          maxLength={question.kind === 'handicap-index' ? 5 : 200}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
      <ProblemText name={name} problem={problem} />
    </div>
  );
}

/**
 * A teammate named later, joining a team registered online: their name, the organiser's per-player questions and
 * the waiver to accept, as the captain answered them at checkout. The server checks them by the checkout's rule.
 */
export function TeammateDetailsForm({ form, accountName, busy, problems, alert, onSubmit, onBack }: TeammateDetailsFormProps) {
  const [name, setName] = useState(form.own?.name ?? accountName);
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(form.own?.answers ?? {}).map(([id, answer]) => [id, String(answer)])),
  );
  // The version ticked: a waiver changed meanwhile is unticked until it is read and accepted again.
  const [acceptedVersion, setAcceptedVersion] = useState<number | null>(null);
  const waiverAccepted = form.waiver !== null && acceptedVersion === form.waiver.version;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ name: name.trim() || null, answers, waiverAccepted, waiverVersion: form.waiver?.version ?? null });
  }

  return (
    <form className={`${styles.card} ${formStyles.form}`} aria-label="Your details" onSubmit={submit} noValidate>
      <h2>Your details{form.teamName ? ` for ${form.teamName}` : ''}</h2>
      <p>The organiser asks each player these before the day.</p>
      <div className={styles.field}>
        <label htmlFor={idOf('name')}>Your name</label>
        <input id={idOf('name')} value={name} maxLength={100} autoComplete="name" onChange={(event) => setName(event.target.value)} />
        <ProblemText name="name" problem={problems.name} />
      </div>
      {form.playerQuestions.map((question) => (
        <Answer
          key={question.id}
          question={question}
          value={answers[question.id] ?? ''}
          problem={problems[`answers.${question.id}`]}
          onValue={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      {form.waiver && (
        <div className={styles.field}>
          <div className={formStyles.waiver} tabIndex={0} role="document" aria-label={`Waiver, version ${form.waiver.version}`}>
            {form.waiver.text}
          </div>
          <label className={formStyles.check}>
            <input
              id={idOf('waiverAccepted')}
              type="checkbox"
              checked={waiverAccepted}
              onChange={(event) => setAcceptedVersion(event.target.checked ? (form.waiver?.version ?? null) : null)}
              aria-invalid={problems.waiverAccepted ? true : undefined}
              aria-describedby={problems.waiverAccepted ? `${idOf('waiverAccepted')}-problem` : undefined}
            />
            <span>I have read and accept the waiver (version {form.waiver.version})</span>
          </label>
          <ProblemText name="waiverAccepted" problem={problems.waiverAccepted} />
        </div>
      )}
      {alert && (
        <p className={formStyles.problem} role="alert">
          {alert}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          Join Foursome
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}
