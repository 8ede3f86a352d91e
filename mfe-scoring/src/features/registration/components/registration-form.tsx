import type { RegistrationPage } from '@fairway/contracts/registration';
import { Panel } from '@fairway/ui';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { joinsWaitlist } from '../model/registration-availability';
import { entryOf, type PlayerDraft } from '../model/registration-draft';
import { FormField } from './form-field';
import { PlayerFields } from './player-fields';
import { PriceSummary } from './price-summary';
import { ProductChoice } from './product-choice';
import { QuestionField } from './question-field';
import { SubmitRegistration } from './submit-registration';
import { TeammatesFields } from './teammates-fields';
import { WaiverAcceptance } from './waiver-acceptance';
import common from './registration.module.css';
import styles from './register-page.module.css';

/** The registration form: what to buy, the team, who plays, the waiver, then the server's price and Pay. */
export function RegistrationForm({ page, readPageAgain }: { page: RegistrationPage; readPageAgain: () => void }) {
  const form = useRegistrationForm(page, readPageAgain);
  const { draft, change, problems } = form;
  const entry = entryOf(page, draft);
  const team = entry?.kind === 'team-entry';
  // A sponsor package alone takes no place: it is paid for even when the field is full.
  const waitlisting = entry ? joinsWaitlist(page, entry) : false;
  const sponsoring = draft.sponsorIds.length > 0;
  const players: (PlayerDraft | null)[] = [draft.buyer, ...(team ? draft.teammates.map((mate) => (mate.name.trim() ? mate : null)) : [])];
  const accept = (index: number, waiverAccepted: boolean) =>
    index === 0
      ? change({ buyer: { ...draft.buyer, waiverAccepted } })
      : change({ teammates: draft.teammates.map((mate, row) => (row === index - 1 ? { ...mate, waiverAccepted } : mate)) });
  return (
    <form
      className={`ff-columns ${styles.layout}`}
      aria-label="Registration"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <div className="ff-column">
        <Panel title="What you are buying">
          <ProductChoice page={page} draft={draft} change={change} problem={problems['items']} />
        </Panel>
        {team && (
          <Panel title="Your team">
            <div className={common.stack}>
              <FormField
                name="teamName"
                label="Team name"
                maxLength={100}
                value={draft.teamName}
                onValue={(teamName) => change({ teamName })}
                problem={problems['teamName']}
              />
              {page.teamQuestions.map((question) => (
                <QuestionField
                  key={question.id}
                  owner="team"
                  question={question}
                  value={draft.teamAnswers[question.id] ?? ''}
                  onValue={(value) => change({ teamAnswers: { ...draft.teamAnswers, [question.id]: value } })}
                  problem={problems[`team.${question.id}`]}
                />
              ))}
            </div>
          </Panel>
        )}
        <Panel title={team ? 'You, the captain' : entry ? 'You' : 'Your details'}>
          <div className={common.stack}>
            <PlayerFields
              index={0}
              player={draft.buyer}
              questions={entry ? page.playerQuestions : []}
              problems={problems}
              onChange={(buyer) => change({ buyer })}
              nameLabel="Your name"
              emailLabel="Your e-mail (the confirmation and receipt are sent there)"
            />
            {sponsoring && (
              <FormField
                name="sponsorName"
                label="Sponsor name, as shown on the day"
                maxLength={100}
                value={draft.sponsorName}
                onValue={(sponsorName) => change({ sponsorName })}
                problem={problems['sponsorName']}
              />
            )}
          </div>
        </Panel>
        {team && (
          <Panel title="Teammates">
            <TeammatesFields teammates={draft.teammates} questions={page.playerQuestions} problems={problems} onChange={(teammates) => change({ teammates })} />
          </Panel>
        )}
        {entry && page.waiver && (
          <Panel title="Waiver">
            <WaiverAcceptance waiver={page.waiver} players={players} problems={problems} onAccept={accept} />
          </Panel>
        )}
      </div>
      <aside className={`ff-column ${styles.side}`}>
        <Panel title="Your registration">
          <div className={common.stack}>
            <PriceSummary page={page} form={form} />
            <SubmitRegistration page={page} form={form} waitlist={waitlisting} />
          </div>
        </Panel>
      </aside>
    </form>
  );
}
