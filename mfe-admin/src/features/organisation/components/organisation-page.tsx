import { isNotFoundError, useDownloadPeopleCsv, useOrganisation, useOrganisationPeople } from '@fairway/api-client';
import { organisationMessages, type OrganisationPage as OrganisationData } from '@fairway/contracts/organisation';
import type { OrganisationPageProps } from '@fairway/contracts/remotes';
import { adminPagePath } from '@fairway/contracts/remotes';
import { formatLongDate, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { ReadFailure } from '../../../shared/components/read-failure';
import { usd } from '../../../shared/model/money';
import { toastFailure } from '../../../shared/model/toast-failure';
import { organisationRoleLabels, personSummary } from '../model/organisation-labels';
import { OrganisationMembers } from './organisation-members';
import styles from './organisation-page.module.css';

/** /organisations/{id}: the charity's events by year with what each raised, its members, and its people across the years. */
export function OrganisationPage({ organisationId }: OrganisationPageProps) {
  const organisation = useOrganisation(organisationId);
  const data = organisation.data;
  return (
    <RemoteSurface remote="admin" page="OrganisationPage" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Organisation</p>
        <h1 className={styles.title}>{data?.name ?? (organisation.isPending ? 'Loading...' : 'Organisation')}</h1>
        {data && <p className={styles.muted}>You are {organisationRoleLabels[data.role].toLowerCase()} here.</p>}
      </header>
      {organisation.isError &&
        (isNotFoundError(organisation.error) ? (
          <p className={styles.notice}>{organisationMessages.notFound}</p>
        ) : (
          <ReadFailure failure={organisationMessages.loadFailed} error={organisation.error} onRetry={organisation.refetch} />
        ))}
      {data && (
        <div className={styles.columns}>
          <EventsByYear organisation={data} />
          <div className={styles.side}>
            <OrganisationMembers organisation={data} />
            <People organisationId={data.id} />
          </div>
        </div>
      )}
    </RemoteSurface>
  );
}

function EventsByYear({ organisation }: { organisation: OrganisationData }) {
  return (
    <section className={styles.card} aria-labelledby="organisation-events">
      <h2 id="organisation-events" className={styles.heading}>
        Events by year
      </h2>
      {organisation.years.length === 0 && <p className={styles.muted}>No events yet. Give a tournament to the organisation from its page.</p>}
      {organisation.years.map((year) => (
        <section key={year.year} className={styles.year} aria-label={String(year.year)}>
          <div className={styles.yearHead}>
            <h3 className={styles.yearTitle}>{year.year}</h3>
            <p className={styles.raised}>{usd(year.raised)} raised</p>
          </div>
          <ul className={styles.list}>
            {year.events.map((event) => (
              <li key={event.id}>
                <Link to={adminPagePath(event.id)} className={styles.event}>
                  <span className={styles.eventName}>{event.name}</span>
                  <span className={styles.eventDate}>{formatLongDate(event.date)}</span>
                  <span className={styles.eventRaised}>
                    {usd(event.raised)} <span className={styles.muted}>of {usd(event.charityGoal)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function People({ organisationId }: { organisationId: string }) {
  const people = useOrganisationPeople(organisationId);
  const download = useDownloadPeopleCsv(toastFailure());
  return (
    <section className={styles.card} aria-labelledby="organisation-people">
      <div className={styles.cardHead}>
        <h2 id="organisation-people" className={styles.heading}>
          People
        </h2>
        <button type="button" className="ff-pill-button" disabled={download.isPending} onClick={() => download.mutate({ organisationId })}>
          Download CSV
        </button>
      </div>
      <p className={styles.muted}>Players, donors and sponsors across the years, one per e-mail: invite last year’s first.</p>
      {people.data?.nextEvent && (
        <p className={styles.muted}>
          The CSV’s last column links every row to{' '}
          <a href={people.data.nextEvent.registrationLink} className={styles.link}>
            {people.data.nextEvent.name}’s registration
          </a>
          , ready for a mail-merge.
        </p>
      )}
      {people.isError && <ReadFailure failure={organisationMessages.peopleFailed} error={people.error} onRetry={people.refetch} />}
      {people.data?.people.length === 0 && <p className={styles.muted}>Nobody yet: players and givers with an e-mail appear here.</p>}
      <ul className={styles.list}>
        {people.data?.people.map((person) => (
          <li key={person.email} className={styles.person}>
            <span className={styles.eventName}>{person.name}</span>
            <span className={styles.email}>{person.email}</span>
            <span className={styles.muted}>{personSummary(person.played, person.given > 0 ? usd(person.given) : '')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
