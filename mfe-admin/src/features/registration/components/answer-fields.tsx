import type { Question } from '@fairway/contracts/registration';
import { Input } from '../../../shared/components/antd-parts';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { answerChoices } from '../model/walk-up-form';

interface AnswerFieldsProps {
  questions: readonly Question[];
  answers: Record<string, string>;
  onChange: (questionId: string, answer: string) => void;
  /** Whose answers these are, for the fields' names ("Handicap index of player 2"). */
  whose?: string | undefined;
}

/** A field per question: a list for a choice or a shirt size, typed text otherwise. */
export function AnswerFields({ questions, answers, onChange, whose }: AnswerFieldsProps) {
  return questions.map((question) => {
    const choices = answerChoices(question);
    const label = `${question.label}${whose ? ` (${whose})` : ''}${question.required ? '' : ' (optional)'}`;
    return (
      <FormField key={question.id} label={label}>
        {(control) =>
          choices ? (
            <NativeSelect
              {...control}
              value={answers[question.id] ?? ''}
              onChange={(answer) => onChange(question.id, answer)}
              options={[{ value: '', label: 'Not given' }, ...choices.map((choice) => ({ value: choice, label: choice }))]}
            />
          ) : (
            <Input
              {...control}
              inputMode={question.kind === 'handicap-index' ? 'decimal' : undefined}
              value={answers[question.id] ?? ''}
              onChange={(event) => onChange(question.id, event.target.value)}
            />
          )
        }
      </FormField>
    );
  });
}
