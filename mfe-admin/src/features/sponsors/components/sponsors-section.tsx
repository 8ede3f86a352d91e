import { useDeleteSponsor, useSponsors, useUpdateSponsor, useUploadSponsorLogo } from '@fairway/api-client';
import type { PublicSponsor, Sponsor } from '@fairway/contracts/sponsor';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { CheckBox } from '../../../shared/components/check-box';
import { type ChangeEvent, lazy, Suspense, useRef, useState } from 'react';
import { usd } from '../../../shared/model/money';
import { logoProblem } from '../model/sponsor-forms';
import { AddSponsorForm } from './add-sponsor-form';
import panel from '../../../shared/components/panel.module.css';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './sponsors-tab.module.css';
import { toastFailure } from '../../../shared/model/toast-failure';

const EditSponsorDialog = lazy(() => import('./edit-sponsor-dialog').then((module) => ({ default: module.EditSponsorDialog })));

/** The admin's read of the sponsors carries the money; anyone else's does not. */
const withMoney = (sponsor: PublicSponsor): sponsor is Sponsor => 'paid' in sponsor;

/** Every sponsor with its tier, amount, payment, website and logo; new ones are added below. */
export function SponsorsSection({ tournamentId }: { tournamentId: string }) {
  const sponsors = useSponsors(tournamentId);
  const update = useUpdateSponsor();
  const remove = useDeleteSponsor();
  const [editing, setEditing] = useState<Sponsor | null>(null);
  const failure = update.failureText ?? remove.failureText;

  return (
    <section className={panel.section} aria-labelledby="sponsors-heading">
      <h3 id="sponsors-heading" className={panel.sectionHeading}>
        Sponsors
      </h3>
      {sponsors.data && sponsors.data.length > 0 && (
        <ul className={panel.list} aria-label="Sponsors">
          {sponsors.data.filter(withMoney).map((sponsor) => (
            <li key={sponsor.id} className={styles.sponsorRow}>
              <SponsorLogo tournamentId={tournamentId} sponsor={sponsor} />
              <span className={panel.entryText}>
                <strong>{sponsor.name}</strong>
                <span className={styles.meta}>
                  {[
                    sponsor.tierName ?? 'No tier',
                    usd(sponsor.amount),
                    sponsor.holes.length ? `${sponsor.holes.length === 1 ? 'Hole' : 'Holes'} ${sponsor.holes.join(', ')}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {sponsor.website && (
                  <a className={styles.meta} href={sponsor.website} target="_blank" rel="noreferrer noopener">
                    {sponsor.website}
                  </a>
                )}
              </span>
              <span className={`${panel.rowActions} ${styles.rowActions}`}>
                <CheckBox
                  checked={sponsor.paid}
                  disabled={update.isPending}
                  onChange={(checked) => update.mutate({ tournamentId, sponsorId: sponsor.id, changes: { paid: checked } })}
                >
                  Paid
                </CheckBox>
                <Button size="small" onClick={() => setEditing(sponsor)} aria-label={`Edit sponsor ${sponsor.name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ tournamentId, sponsorId: sponsor.id })}
                  aria-label={`Delete sponsor ${sponsor.name}`}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert text={failure} />
      <AddSponsorForm tournamentId={tournamentId} />
      <Suspense fallback={null}>{editing && <EditSponsorDialog tournamentId={tournamentId} sponsor={editing} onClose={() => setEditing(null)} />}</Suspense>
    </section>
  );
}

/** The sponsor's logo, and a button to upload one (checked for type and size before it is sent). */
function SponsorLogo({ tournamentId, sponsor }: { tournamentId: string; sponsor: Sponsor }) {
  const upload = useUploadSponsorLogo(toastFailure());
  const input = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) return toast({ title: problem, variant: 'destructive' });
    upload.mutate(
      { tournamentId, sponsorId: sponsor.id, logo: file },
      { onSuccess: () => toast({ title: `Logo of ${sponsor.name} uploaded`, variant: 'success' }) },
    );
  };

  return (
    <span className={styles.logoCell}>
      {sponsor.logoUrl ? <img className={styles.logo} src={sponsor.logoUrl} alt={`${sponsor.name} logo`} /> : <span className={styles.noLogo}>No logo</span>}
      <Button size="small" type="link" loading={upload.isPending} onClick={() => input.current?.click()} aria-label={`Upload logo of ${sponsor.name}`}>
        Upload logo
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className={styles.fileInput}
        onChange={chosen}
        aria-label={`Logo file of ${sponsor.name}`}
      />
    </span>
  );
}
