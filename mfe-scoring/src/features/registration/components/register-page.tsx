import { readOutcome, useRegistrationPage } from '@fairway/api-client';
import type { RegisterPageProps } from '@fairway/contracts';
import type { RegistrationPage } from '@fairway/contracts/registration';
import { formatLongDate, PageHeading, Panel, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { useCallback } from 'react';
import { availabilityOf } from '../model/registration-availability';
import { formatMoment } from '../model/registration-format';
import { RegistrationForm } from './registration-form';
import common from './registration.module.css';
import styles from './register-page.module.css';

function placesLine(page: RegistrationPage): string {
  const { teamsLeft, singlesLeft, waitlisted } = page.places;
  if (page.status === 'full') return waitlisted > 0 ? `The field is full · ${waitlisted} on the waitlist` : 'The field is full';
  const places =
    teamsLeft === 0
      ? `No team place left · ${singlesLeft} single ${singlesLeft === 1 ? 'place' : 'places'} left`
      : teamsLeft === 1
        ? 'The last team place is left'
        : `${teamsLeft} team places left`;
  return page.closesAt ? `${places} · Registration closes ${formatMoment(page.closesAt)}` : places;
}

function Registration({ page, readPageAgain }: { page: RegistrationPage; readPageAgain: () => void }) {
  const availability = availabilityOf(page);
  const home = `/?tournament=${encodeURIComponent(page.tournamentId)}`;
  return (
    <>
      <PageHeading eyebrow={page.tournamentName} title="Register" subtitle={`${formatLongDate(page.date)} · ${page.courseName} · for ${page.charityName}`} />
      {availability.form ? (
        <>
          <p className={styles.places} role="status">
            {placesLine(page)}
          </p>
          <RegistrationForm page={page} readPageAgain={readPageAgain} />
        </>
      ) : (
        <Panel>
          <div className={styles.state}>
            <h2>{availability.title}</h2>
            <p>{availability.text}</p>
            <Link to={home} className={common.secondary}>
              Tournament Home
            </Link>
          </div>
        </Panel>
      )}
    </>
  );
}

function RegisterPageContent({ tournamentId }: RegisterPageProps) {
  const page = useRegistrationPage(tournamentId);
  const { refetch } = page;
  const readPageAgain = useCallback(() => void refetch(), [refetch]);
  const outcome = readOutcome(page);
  if (page.data) return <Registration page={page.data} readPageAgain={readPageAgain} />;
  if (outcome === 'not-found') {
    return (
      <Panel>
        <div className={styles.state} role="alert">
          <h1>Tournament Not Found</h1>
          <p>No tournament has the id {tournamentId}.</p>
        </div>
      </Panel>
    );
  }
  return (
    <>
      <PageHeading eyebrow="Registration" title="Register" subtitle={outcome === 'no-signal' ? 'No signal, trying again…' : 'Loading the registration…'} />
      <div className={common.placeholder} aria-hidden="true" />
    </>
  );
}

/** A tournament's public registration, phone first: what to buy, the questions, the waiver, then the checkout. No account needed. */
export function RegisterPage({ tournamentId }: RegisterPageProps) {
  return (
    <RemoteSurface remote="scoring" page="RegisterPage">
      <div className={common.page}>
        <RegisterPageContent tournamentId={tournamentId} />
      </div>
    </RemoteSurface>
  );
}
