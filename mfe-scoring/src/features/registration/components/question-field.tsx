import type { Question } from '@fairway/contracts/registration';
import { FieldFrame, FormField } from './form-field';

interface QuestionFieldProps {
  /** The problem key prefix: `team` or `player.<n>`. */
  owner: string;
  question: Question;
  value: string;
  onValue: (value: string) => void;
  problem: string | undefined;
}

const labelOf = (question: Question) => (question.required ? question.label : `${question.label} (optional)`);

/** One organiser's question: a choice from its list for sizes and selects, a decimal for a handicap index, else text. */
export function QuestionField({ owner, question, value, onValue, problem }: QuestionFieldProps) {
  const name = `${owner}.${question.id}`;
  if (question.options.length > 0) {
    return (
      <FieldFrame name={name} label={labelOf(question)} problem={problem}>
        {(control) => (
          <select {...control} value={value} onChange={(event) => onValue(event.target.value)}>
            <option value="">Choose…</option>
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    );
  }
  const handicap = question.kind === 'handicap-index';
  return (
    <FormField
      name={name}
      label={labelOf(question)}
      value={value}
      onValue={onValue}
      problem={problem}
      inputMode={handicap ? 'decimal' : 'text'}
      maxLength={handicap ? 5 : 200}
    />
  );
}
