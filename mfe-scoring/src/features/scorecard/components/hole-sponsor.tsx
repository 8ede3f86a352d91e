import { useHoleSponsors, useSponsorLogos } from '@fairway/api-client';
import styles from './hole-extras.module.css';

/** "Hole 7 sponsored by Acme" with the logo; every hole's logo is fetched with the first, to show without signal. */
export function HoleSponsor({ tournamentId, hole }: { tournamentId: string; hole: number }) {
  const { data: holes = [] } = useHoleSponsors(tournamentId);
  const logoUrls = [...new Set(holes.flatMap(({ sponsor }) => (sponsor?.logoUrl ? [sponsor.logoUrl] : [])))];
  const logos = useSponsorLogos(logoUrls);
  const sponsor = holes.find((entry) => entry.hole === hole)?.sponsor;
  if (!sponsor) return null;
  const logo = sponsor.logoUrl ? logos[logoUrls.indexOf(sponsor.logoUrl)] : undefined;
  const name = sponsor.website ? (
    <a href={sponsor.website} target="_blank" rel="noreferrer">
      {sponsor.name}
    </a>
  ) : (
    sponsor.name
  );
  return (
    <div className={styles.sponsor}>
      {logo && <img className={styles.logo} src={logo} alt={`${sponsor.name} logo`} />}
      <p>
        Hole {hole} sponsored by <strong>{name}</strong>
      </p>
    </div>
  );
}
