import { useSaveRegistrationSettings } from '@fairway/api-client';
import type { RegistrationSettings } from '@fairway/contracts/registration';
import { Button } from 'antd';
import { Input } from '../../../shared/components/antd-parts';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { optionsOf } from '../../../shared/model/money';
import { questionKindLabels } from '../model/registration-labels';
import { emptyQuestionForm, type QuestionAudience, type QuestionForm, questionsOf, withKind } from '../model/settings-forms';
import amounts from '../../../shared/components/amount-list.module.css';
import styles from './registration.module.css';

const audiences: ReadonlyArray<{ audience: QuestionAudience; title: string }> = [
  { audience: 'team', title: 'Asked once per team' },
  { audience: 'player', title: 'Asked of each player' },
];

/** What registration asks each team and each player (handicap index, shirt size, dietary needs, anything else). */
export function QuestionsSection({ tournamentId, settings }: { tournamentId: string; settings: RegistrationSettings }) {
  const save = useSaveRegistrationSettings();
  const draft = useDraftForm<QuestionForm>(emptyQuestionForm);
  const { form, errors, set } = draft;

  const add = async () => {
    const { addQuestionRequest } = await import('../model/settings-requests');
    draft.send(addQuestionRequest(form, settings), (request) =>
      save.mutate({ tournamentId, settings: request }, { onSuccess: () => draft.saved(`Question "${form.label.trim()}" added`) }),
    );
  };
  const remove = async (audience: QuestionAudience, questionId: string) => {
    const { removeQuestionRequest } = await import('../model/settings-requests');
    save.mutate({ tournamentId, settings: removeQuestionRequest(settings, audience, questionId) });
  };

  return (
    <section className={panel.section} aria-labelledby="registration-questions-heading">
      <h3 id="registration-questions-heading" className={panel.sectionHeading}>
        Questions
      </h3>
      {audiences.map(({ audience, title }) => {
        const questions = questionsOf(settings, audience);
        return (
          <div key={audience} className={styles.group}>
            <h4 className={styles.subHeading}>{title}</h4>
            {questions.length === 0 ? (
              <p className={panel.muted}>None.</p>
            ) : (
              <ul className={panel.list} aria-label={title}>
                {questions.map((question) => (
                  <li key={question.id} className={styles.row}>
                    <span className={panel.entryText}>
                      <strong>{question.label}</strong>
                      <span className={amounts.meta}>
                        {[
                          questionKindLabels[question.kind],
                          question.required ? 'required' : 'optional',
                          question.kind === 'select' ? question.options.join(', ') : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    <Button
                      size="small"
                      danger
                      disabled={save.isPending}
                      onClick={() => void remove(audience, question.id)}
                      aria-label={`Remove question ${question.label}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <DraftForm className={styles.addForm} aria-label="Add a question" onSubmit={add}>
        <FormField label="Asked of">
          {(control) => (
            <NativeSelect
              {...control}
              value={form.audience}
              onChange={(audience) => set('audience', audience)}
              options={[
                { value: 'player', label: 'Each player' },
                { value: 'team', label: 'Each team' },
              ]}
            />
          )}
        </FormField>
        <FormField label="Kind">
          {(control) => (
            <NativeSelect
              {...control}
              value={form.kind}
              onChange={(kind) => {
                const next = withKind(form, kind);
                set('kind', next.kind);
                set('label', next.label);
              }}
              options={optionsOf(questionKindLabels)}
            />
          )}
        </FormField>
        <FormField label="Question" error={errors.label}>
          {(control) => <Input {...control} value={form.label} onChange={(event) => set('label', event.target.value)} />}
        </FormField>
        {form.kind === 'select' && (
          <FormField label="Choices" hint="Separated by commas" error={errors.options}>
            {(control) => <Input {...control} value={form.options} onChange={(event) => set('options', event.target.value)} />}
          </FormField>
        )}
        <CheckBox className={styles.check} checked={form.required} onChange={(required) => set('required', required)}>
          Required
        </CheckBox>
        <Button htmlType="submit" type="primary" loading={save.isPending} className={styles.submit}>
          Add question
        </Button>
      </DraftForm>
      <FailureAlert text={save.failureText} />
    </section>
  );
}
