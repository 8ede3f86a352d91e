import type { PublicRegistrationProduct, RegistrationPage } from '@fairway/contracts/registration';
import type { RegistrationDraft } from '../model/registration-draft';
import { isTeamEntry, mostOf } from '../model/registration-draft';
import { entryTag, stockTag } from '../model/product-tags';
import { joinsWaitlist } from '../model/registration-availability';
import { AddOnStepper } from './add-on-stepper';
import { Problem } from './form-field';
import { ProductOption } from './product-option';
import styles from './register-page.module.css';

interface ProductChoiceProps {
  page: RegistrationPage;
  draft: RegistrationDraft;
  change: (changes: Partial<RegistrationDraft>) => void;
  problem: string | undefined;
}

const ofKind = (page: RegistrationPage, ...kinds: PublicRegistrationProduct['kind'][]) => page.products.filter((product) => kinds.includes(product.kind));

/** What to buy: one entry (a foursome or a single player), sponsor packages, and add-ons for the team's wallet. */
export function ProductChoice({ page, draft, change, problem }: ProductChoiceProps) {
  const entries = ofKind(page, 'team-entry', 'single-player');
  const sponsors = ofKind(page, 'sponsor-package');
  const addOns = ofKind(page, 'add-on');
  const team = isTeamEntry(page, draft);
  const toggleSponsor = (id: string, on: boolean) =>
    change({ sponsorIds: on ? [...draft.sponsorIds, id] : draft.sponsorIds.filter((chosen) => chosen !== id) });
  return (
    <div className={styles.choice}>
      {entries.length > 0 && (
        <fieldset className={styles.group} aria-describedby={problem ? 'registration-items-problem' : undefined}>
          <legend>Play</legend>
          {entries.map((entry) => (
            <ProductOption
              key={entry.id}
              product={entry}
              type="radio"
              group="entry"
              checked={draft.entryId === entry.id}
              disabled={!joinsWaitlist(page, entry) && mostOf(entry) === 0}
              tag={entryTag(entry, joinsWaitlist(page, entry))}
              onChange={() => change({ entryId: entry.id })}
            />
          ))}
          {sponsors.length > 0 && (
            <label className={styles.option} data-checked={draft.entryId === null || undefined}>
              <input type="radio" name="entry" checked={draft.entryId === null} onChange={() => change({ entryId: null })} />
              <span className={styles.optionText}>
                <span className={styles.optionName}>Not playing</span>
                <span className={styles.optionDescription}>Sponsor without an entry</span>
              </span>
            </label>
          )}
        </fieldset>
      )}
      {sponsors.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Sponsor</legend>
          {sponsors.map((sponsor) => (
            <ProductOption
              key={sponsor.id}
              product={sponsor}
              type="checkbox"
              group="sponsor"
              checked={draft.sponsorIds.includes(sponsor.id)}
              disabled={mostOf(sponsor) === 0 && !draft.sponsorIds.includes(sponsor.id)}
              tag={stockTag(sponsor)}
              onChange={(on) => toggleSponsor(sponsor.id, on)}
            />
          ))}
        </fieldset>
      )}
      {addOns.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Add-ons</legend>
          {!team && <p className={styles.hint}>Add-ons go into a team&apos;s wallet: choose a foursome to add them.</p>}
          {addOns.map((addOn) => (
            <AddOnStepper
              key={addOn.id}
              product={addOn}
              quantity={team ? (draft.addOns[addOn.id] ?? 0) : 0}
              disabled={!team}
              onQuantity={(quantity) => change({ addOns: { ...draft.addOns, [addOn.id]: quantity } })}
            />
          ))}
        </fieldset>
      )}
      <Problem name="items" problem={problem} />
    </div>
  );
}
